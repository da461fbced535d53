import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BasicOCSPResponse,
  OCSPRequest,
  OCSPResponse,
  OCSPResponseStatus,
  Request,
  TBSRequest,
  id_pkix_ocsp_nonce,
} from '@peculiar/asn1-ocsp';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import { CertificateList, Extension } from '@peculiar/asn1-x509';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataCipher } from '../crypto/data-cipher';
import { buildCertificate } from './certificates';
import { loadOrCreateDevelopmentCa, newSigningKeyPair, type DevelopmentCa } from './development-ca';
import { REVOCATION_VALIDITY_MS, createDevelopmentRevocation } from './development-revocation';
import { certIdOf, checkCrl, checkOcspResponse, revocationUrlsOf } from './revocation-sources';

const cipher = createDataCipher('a-secret-of-at-least-thirty-two-characters');
const now = new Date('2026-11-23T10:15:00Z');
const clock = () => now;

function leafOf(issuer: { certificateDer: Buffer; key: DevelopmentCa['issuing']['key'] }) {
  return buildCertificate({
    profile: 'document-signer',
    subject: { countryName: 'SI', surname: 'Kovač', commonName: 'Ana Kovač' },
    subjectKey: newSigningKeyPair().publicKey,
    issuer,
    notBefore: new Date(now.getTime() - 60_000),
    notAfter: new Date(now.getTime() + 86_400_000),
    revocation: {
      crlUrl: 'http://portal.test/dev-ca/crl',
      ocspUrl: 'http://portal.test/dev-ca/ocsp',
    },
  }).der;
}

const ocspRequest = (certIds: ReturnType<typeof certIdOf>[], nonce?: Buffer) =>
  Buffer.from(
    AsnConvert.serialize(
      new OCSPRequest({
        tbsRequest: new TBSRequest({
          requestList: certIds.map((reqCert) => new Request({ reqCert })),
          requestExtensions:
            nonce === undefined
              ? undefined
              : [
                  new Extension({
                    extnID: id_pkix_ocsp_nonce,
                    extnValue: new OctetString(AsnConvert.serialize(new OctetString(nonce))),
                  }),
                ],
        }),
      }),
    ),
  );

const basicOf = (response: Buffer) =>
  AsnConvert.parse(
    AsnConvert.parse(response, OCSPResponse).responseBytes?.response.buffer ?? new ArrayBuffer(0),
    BasicOCSPResponse,
  );

describe('the development CA’s CRL and OCSP responder', () => {
  let dataDir: string;
  let ca: DevelopmentCa;
  let other: DevelopmentCa;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'signing-revocation-'));
    const options = { dataDir, cipher, clock, countryCode: 'SI' };
    ca = await loadOrCreateDevelopmentCa({ ...options, keyId: 'test' });
    other = await loadOrCreateDevelopmentCa({ ...options, keyId: 'other' });
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('the certificates name its CRL distribution point and OCSP responder', () => {
    expect(revocationUrlsOf(leafOf(ca.issuing))).toEqual({
      ocsp: ['http://portal.test/dev-ca/ocsp'],
      crl: ['http://portal.test/dev-ca/crl'],
    });
  });

  it('publishes a v2 CRL of the issuing CA, signed by it, listing nothing, good for a week', () => {
    const revocation = createDevelopmentRevocation(ca, clock);
    const leaf = leafOf(ca.issuing);

    const crl = revocation.crl();

    expect(checkCrl(crl, leaf, ca.issuing.certificateDer, now)).toBe('good');
    const list = AsnConvert.parse(crl, CertificateList).tbsCertList;
    expect(list.version).toBe(1);
    expect(list.revokedCertificates ?? []).toEqual([]);
    expect(list.thisUpdate.getTime()).toEqual(now);
    expect(list.nextUpdate?.getTime()).toEqual(new Date(now.getTime() + REVOCATION_VALIDITY_MS));
    // Another CA's key does not verify it, and a week later it is out of date.
    expect(() => checkCrl(crl, leaf, other.issuing.certificateDer, now)).toThrow(/not signed/);
    const later = new Date(now.getTime() + REVOCATION_VALIDITY_MS + 1000);
    expect(() => checkCrl(crl, leaf, ca.issuing.certificateDer, later)).toThrow(/out of date/);
  });

  it('the offline root signed one CRL over the issuing CA before its key was dropped', () => {
    const arl = ca.root.crlDer;

    expect(checkCrl(arl, ca.issuing.certificateDer, ca.root.certificateDer, now)).toBe('good');
  });

  it('answers "good" in the process for a certificate it issued, signed by the CA', () => {
    const revocation = createDevelopmentRevocation(ca, clock);
    const leaf = leafOf(ca.issuing);

    const response = revocation.ocspFor(leaf);

    expect(checkOcspResponse(response, leaf, ca.issuing.certificateDer, now)).toBe('good');
    expect(() => checkOcspResponse(response, leaf, other.issuing.certificateDer, now)).toThrow(
      /not signed by the issuer/,
    );
    expect(() =>
      checkOcspResponse(response, leafOf(ca.issuing), ca.issuing.certificateDer, now),
    ).toThrow(/another certificate/);
  });

  it('answers an RFC 6960 request: good for its own, unknown for another issuer’s, the nonce echoed', () => {
    const revocation = createDevelopmentRevocation(ca, clock);
    const ours = leafOf(ca.issuing);
    const theirs = leafOf(other.issuing);
    const nonce = Buffer.from('0123456789abcdef');

    const response = revocation.answer(
      ocspRequest(
        [certIdOf(ours, ca.issuing.certificateDer), certIdOf(theirs, other.issuing.certificateDer)],
        nonce,
      ),
    );

    expect(checkOcspResponse(response, ours, ca.issuing.certificateDer, now)).toBe('good');
    expect(checkOcspResponse(response, theirs, ca.issuing.certificateDer, now)).toBe('unknown');
    const echoed = basicOf(response).tbsResponseData.responseExtensions?.find(
      (item) => item.extnID === id_pkix_ocsp_nonce,
    );
    expect(
      Buffer.from(AsnConvert.parse(echoed?.extnValue ?? new ArrayBuffer(0), OctetString).buffer),
    ).toEqual(nonce);
  });

  it('answers malformedRequest to bytes that are not a request', () => {
    const revocation = createDevelopmentRevocation(ca, clock);

    const response = AsnConvert.parse(revocation.answer(Buffer.from('nonsense')), OCSPResponse);

    expect(response.responseStatus).toBe(OCSPResponseStatus.malformedRequest);
    expect(response.responseBytes).toBeUndefined();
  });
});
