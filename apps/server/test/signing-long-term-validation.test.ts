import { X509Certificate, createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OCSPRequest, Request, TBSRequest } from '@peculiar/asn1-ocsp';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import { MessageImprint, PKIStatus, TimeStampReq, TimeStampResp } from '@peculiar/asn1-tsp';
import {
  AlgorithmIdentifier,
  ExtendedKeyUsage,
  id_ce_extKeyUsage,
  id_kp_timeStamping,
} from '@peculiar/asn1-x509';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFString,
  decodePDFRawStream,
} from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app';
import { createTestDatabase, type TestDatabase } from './test-database';
import { loadConfig } from '../src/infra/config';
import { createDataCipher } from '../src/infra/crypto/data-cipher';
import { CMS_OIDS } from '../src/infra/signing/cms';
import { createSigningProvider } from '../src/infra/signing/create-signing-provider';
import { signatureContentsOf } from '../src/infra/signing/document-security-store';
import { certIdOf, checkCrl, checkOcspResponse } from '../src/infra/signing/revocation-sources';
import { SigningFailedError, type SigningProvider } from '../src/infra/signing/signing-provider';
import {
  cmsOf,
  extensionOf,
  makePdf,
  pdfsig,
  startTestTsa,
  type TestTsa,
} from '../src/infra/signing/signing-test-kit';
import { verifyTimestampToken } from '../src/infra/signing/timestamp-client';

const APP_SECRET = 'a-secret-of-at-least-thirty-two-characters';
const subject = { givenName: 'Ana', surname: 'Kovač', countryCode: 'SI', serialNumber: 'A-1' };
const document = async (title: string) => ({
  bytes: await makePdf(title),
  reason: 'Contract',
  location: 'Ljubljana',
  signerName: 'Ana Kovač',
});

/** The DER items of one of the DSS's arrays of streams (/Certs, /OCSPs, /CRLs, or a VRI's). */
function streamsOf(pdf: PDFDocument, dictionary: PDFDict, key: string): Buffer[] {
  const array = dictionary.lookupMaybe(PDFName.of(key), PDFArray);
  return (array?.asArray() ?? []).map((ref) => {
    const stream = pdf.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) throw new Error('a DSS entry that is not a stream');
    return Buffer.from(decodePDFRawStream(stream).decode());
  });
}

describe('PAdES B-LT on the development CA', () => {
  let database: TestDatabase;
  let dataDir: string;
  let signing: SigningProvider;
  const now = new Date();

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'signing-ltv-'));
    signing = await createSigningProvider({
      config: loadConfig({ APP_SECRET, DATA_DIR: dataDir, NODE_ENV: 'test' }),
      db: database.handle.db,
      cipher: createDataCipher(APP_SECRET),
      clock: () => now,
      log: { warn: () => undefined },
    });
  });
  afterAll(async () => {
    await database.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('signs time-stamped by the development TSA, with the DSS in an update after the signature', async () => {
    const { certificateId } = await signing.issueCertificate(subject);

    const [signed] = await signing.signPdfs(certificateId, [await document('Product contract')]);
    const bytes = Buffer.from(signed?.bytes ?? new Uint8Array());

    expect(signed).toMatchObject({ level: 'PAdES-B-LT', timestamped: true });
    const report = pdfsig(bytes);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signer Certificate Common Name: Ana Kovač');
    // The DSS comes after what the signature covers: the signed ranges end at the first %%EOF,
    // and the update's trailer points back to the first xref section.
    const [, , , secondStart = 0, secondLength = 0] = (
      /\/ByteRange \[(\d+) (\d+) (\d+) (\d+)/.exec(bytes.toString('latin1')) ?? []
    ).map(Number);
    const signedEnd = secondStart + secondLength;
    expect(bytes.subarray(0, signedEnd).toString('latin1')).toMatch(/%%EOF\n?$/);
    const update = bytes.subarray(signedEnd).toString('latin1');
    expect(update).toMatch(/\/Type \/DSS/);
    expect(update).toMatch(/trailer\s*<<[^>]*\/Prev \d+/);
    expect(update.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('the DSS carries the chains, OCSP and CRLs that verify against the CA, keyed by the signature', async () => {
    const issued = await signing.issueCertificate(subject);
    const [signed] = await signing.signPdfs(issued.certificateId, [
      await document('General terms'),
    ]);
    const bytes = signed?.bytes ?? new Uint8Array();
    const [issuingPem = '', rootPem = ''] = await signing.trustChainPem();
    const issuing = new X509Certificate(issuingPem);
    const root = new X509Certificate(rootPem);
    const signer = new X509Certificate(issued.certificatePem);

    const pdf = await PDFDocument.load(bytes);
    const dss = pdf.catalog.lookup(PDFName.of('DSS'), PDFDict);
    const certs = streamsOf(pdf, dss, 'Certs');
    const ocsps = streamsOf(pdf, dss, 'OCSPs');
    const crls = streamsOf(pdf, dss, 'CRLs');

    // The signature time-stamp: over the signature value, signed by a TSA of the development CA.
    const signerInfo = cmsOf(bytes).signedData.signerInfos[0];
    const token = signerInfo?.unsignedAttrs?.find(
      (attribute) => attribute.attrType === CMS_OIDS.signatureTimeStampToken,
    )?.attrValues[0];
    const { info, certificateDer: tsaDer } = verifyTimestampToken(
      new Uint8Array(token ?? new ArrayBuffer(0)),
      createHash('sha256')
        .update(Buffer.from(signerInfo?.signature.buffer ?? new ArrayBuffer(0)))
        .digest(),
    );
    const tsa = new X509Certificate(tsaDer);
    expect(tsa.checkIssued(issuing) && tsa.verify(issuing.publicKey)).toBe(true);
    const purposes = extensionOf(tsaDer, id_ce_extKeyUsage, ExtendedKeyUsage);
    expect([...(purposes?.value ?? [])]).toEqual([id_kp_timeStamping]);
    expect(Math.abs(info.genTime.getTime() - now.getTime())).toBeLessThan(1000);

    // Certificates: the signer's chain and the TSA's, each once.
    expect(new Set(certs.map((der) => der.toString('hex')))).toEqual(
      new Set([signer.raw, issuing.raw, root.raw, tsa.raw].map((der) => der.toString('hex'))),
    );
    expect(certs).toHaveLength(4);

    // OCSP: signed by the CA, "good" for the signer's serial and for the TSA's.
    const statuses = (certificate: X509Certificate) =>
      ocsps.flatMap((response) => {
        try {
          return [checkOcspResponse(response, certificate.raw, issuing.raw, now)];
        } catch {
          return [];
        }
      });
    expect(statuses(signer)).toEqual(['good']);
    expect(statuses(tsa)).toEqual(['good']);

    // CRLs: the issuing CA's (signed by it, not listing the signer) and the root's over the CA.
    expect(crls).toHaveLength(2);
    const [issuingCrl, rootCrl] = [
      crls.find((crl) => {
        try {
          return checkCrl(crl, signer.raw, issuing.raw, now) === 'good';
        } catch {
          return false;
        }
      }),
      crls.find((crl) => {
        try {
          return checkCrl(crl, issuing.raw, root.raw, now) === 'good';
        } catch {
          return false;
        }
      }),
    ];
    expect(issuingCrl).toBeDefined();
    expect(rootCrl).toBeDefined();

    // The VRI entry of this signature: SHA-1 of its /Contents, upper-case hex, naming the same.
    const key = createHash('sha1').update(signatureContentsOf(bytes)).digest('hex').toUpperCase();
    const vri = dss.lookup(PDFName.of('VRI'), PDFDict);
    expect(vri.keys().map((name) => name.decodeText())).toEqual([key]);
    const entry = vri.lookup(PDFName.of(key), PDFDict);
    expect(streamsOf(pdf, entry, 'Cert')).toEqual(certs);
    expect(streamsOf(pdf, entry, 'OCSP')).toEqual(ocsps);
    expect(streamsOf(pdf, entry, 'CRL')).toEqual(crls);
    expect(entry.lookup(PDFName.of('TU'), PDFString).decodeDate().getTime()).toBe(
      Math.floor(now.getTime() / 1000) * 1000,
    );
  });
});

describe('PAdES B-LT with TSA_URL: the TSA chain’s revocation data from what its certificate names', () => {
  let database: TestDatabase;
  let dataDir: string;
  let withRevocation: TestTsa;
  let without: TestTsa;

  const providerFor = (tsa: TestTsa): Promise<SigningProvider> =>
    createSigningProvider({
      config: loadConfig({ APP_SECRET, DATA_DIR: dataDir, NODE_ENV: 'test', TSA_URL: tsa.url }),
      db: database.handle.db,
      cipher: createDataCipher(APP_SECRET),
      clock: () => new Date(),
      log: { warn: () => undefined },
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'signing-ltv-tsa-'));
    withRevocation = await startTestTsa('grant', { revocation: true });
    without = await startTestTsa();
  });
  afterAll(async () => {
    await withRevocation.close();
    await without.close();
    await database.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('fetches the TSA certificate’s OCSP answer from its AIA and embeds it: B-LT', async () => {
    const signing = await providerFor(withRevocation);
    const { certificateId } = await signing.issueCertificate(subject);
    const before = withRevocation.ocspRequests;

    const [signed] = await signing.signPdfs(certificateId, [await document('Product contract')]);

    expect(signed?.level).toBe('PAdES-B-LT');
    expect(withRevocation.ocspRequests).toBeGreaterThan(before);
    expect(pdfsig(signed?.bytes ?? new Uint8Array())).toContain('Signature is Valid.');
    const pdf = await PDFDocument.load(signed?.bytes ?? new Uint8Array());
    const dss = pdf.catalog.lookup(PDFName.of('DSS'), PDFDict);
    const certs = streamsOf(pdf, dss, 'Certs');
    expect(certs).toContainEqual(withRevocation.certificateDer);
    const tsaStatuses = streamsOf(pdf, dss, 'OCSPs').flatMap((response) => {
      try {
        return [
          checkOcspResponse(
            response,
            withRevocation.certificateDer,
            withRevocation.rootCertificateDer,
          ),
        ];
      } catch {
        return [];
      }
    });
    expect(tsaStatuses).toEqual(['good']);
  });

  it('a TSA certificate that names no revocation service leaves the signature B-T, and says so', async () => {
    const signing = await providerFor(without);
    const { certificateId } = await signing.issueCertificate(subject);

    const [signed] = await signing.signPdfs(certificateId, [await document('Product contract')]);

    expect(signed).toMatchObject({ level: 'PAdES-B-T', timestamped: true });
    expect(pdfsig(signed?.bytes ?? new Uint8Array())).toContain('Signature is Valid.');
  });

  it('an OCSP responder that fails fails the signing: nothing signed below the level promised', async () => {
    const signing = await providerFor(withRevocation);
    const { certificateId } = await signing.issueCertificate(subject);
    withRevocation.ocspBehaviour = 'fail';
    try {
      await expect(
        signing.signPdfs(certificateId, [await document('Product contract')]),
      ).rejects.toThrow(SigningFailedError);
    } finally {
      withRevocation.ocspBehaviour = 'answer';
    }
  });
});

describe('the development CA’s routes', () => {
  it('serve the CRL, answer OCSP and time-stamp requests over HTTP', async () => {
    const app = await buildTestApp();
    try {
      const issued = await app.infra.signing.issueCertificate(subject);
      const [issuingPem = ''] = await app.infra.signing.trustChainPem();
      const issuing = new X509Certificate(issuingPem);
      const leaf = new X509Certificate(issued.certificatePem);

      const crl = await app.inject({ method: 'GET', url: '/dev-ca/crl' });
      expect(crl.statusCode).toBe(200);
      expect(crl.headers['content-type']).toBe('application/pkix-crl');
      expect(crl.headers['cache-control']).toBe('no-store');
      expect(checkCrl(crl.rawPayload, leaf.raw, issuing.raw)).toBe('good');

      const ocsp = await app.inject({
        method: 'POST',
        url: '/dev-ca/ocsp',
        headers: { 'content-type': 'application/ocsp-request' },
        payload: Buffer.from(
          AsnConvert.serialize(
            new OCSPRequest({
              tbsRequest: new TBSRequest({
                requestList: [new Request({ reqCert: certIdOf(leaf.raw, issuing.raw) })],
              }),
            }),
          ),
        ),
      });
      expect(ocsp.statusCode).toBe(200);
      expect(ocsp.headers['content-type']).toBe('application/ocsp-response');
      expect(checkOcspResponse(ocsp.rawPayload, leaf.raw, issuing.raw)).toBe('good');

      const digest = createHash('sha256').update('a signature').digest();
      const tsa = await app.inject({
        method: 'POST',
        url: '/dev-ca/tsa',
        headers: { 'content-type': 'application/timestamp-query' },
        payload: Buffer.from(
          AsnConvert.serialize(
            new TimeStampReq({
              messageImprint: new MessageImprint({
                hashAlgorithm: new AlgorithmIdentifier({ algorithm: '2.16.840.1.101.3.4.2.1' }),
                hashedMessage: new OctetString(digest),
              }),
              certReq: true,
            }),
          ),
        ),
      });
      expect(tsa.statusCode).toBe(200);
      expect(tsa.headers['content-type']).toBe('application/timestamp-reply');
      const reply = AsnConvert.parse(tsa.rawPayload, TimeStampResp);
      expect(reply.status.status).toBe(PKIStatus.granted);
      const { certificateDer } = verifyTimestampToken(
        Buffer.from(AsnConvert.serialize(reply.timeStampToken)),
        digest,
      );
      expect(new X509Certificate(certificateDer).checkIssued(issuing)).toBe(true);

      // A request that is not DER gets the protocol's refusal, not a 500.
      const garbage = await app.inject({
        method: 'POST',
        url: '/dev-ca/ocsp',
        headers: { 'content-type': 'application/ocsp-request' },
        payload: Buffer.from('nonsense'),
      });
      expect(garbage.statusCode).toBe(200);
      expect(garbage.rawPayload).toEqual(Buffer.from([0x30, 0x03, 0x0a, 0x01, 0x01]));
    } finally {
      await app.close();
    }
  });

  it('do not exist in production: 404', async () => {
    const app = await buildTestApp({
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example' },
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/dev-ca/crl' })).statusCode).toBe(404);
      for (const path of ['/dev-ca/ocsp', '/dev-ca/tsa']) {
        const answer = await app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/json' },
          payload: '{}',
        });
        expect(answer.statusCode).toBe(404);
      }
    } finally {
      await app.close();
    }
  });
});
