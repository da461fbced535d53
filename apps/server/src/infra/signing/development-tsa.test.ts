import { X509Certificate, createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  MessageImprint,
  PKIFailureInfoFlags,
  PKIStatus,
  TimeStampReq,
  TimeStampResp,
} from '@peculiar/asn1-tsp';
import {
  AlgorithmIdentifier,
  AuthorityInfoAccessSyntax,
  ExtendedKeyUsage,
  id_ce_extKeyUsage,
  id_kp_timeStamping,
  id_pe_authorityInfoAccess,
} from '@peculiar/asn1-x509';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataCipher } from '../crypto/data-cipher';
import { OIDS } from './certificates';
import { loadOrCreateDevelopmentCa, type DevelopmentCa } from './development-ca';
import { DEVELOPMENT_TSA_POLICY, createDevelopmentTimestampAuthority } from './development-tsa';
import { extensionOf } from './signing-test-kit';
import { createTimestampClient, timestampTimeOf, verifyTimestampToken } from './timestamp-client';

const cipher = createDataCipher('a-secret-of-at-least-thirty-two-characters');
const now = new Date('2026-11-23T10:15:42.750Z');
const clock = () => now;
const pointers = {
  crlUrl: 'http://portal.test/dev-ca/crl',
  ocspUrl: 'http://portal.test/dev-ca/ocsp',
};

/** A fetch that hands the request body to the TSA in the process, as the HTTP route does. */
const inProcessFetch =
  (reply: (body: Uint8Array) => Promise<Buffer>): typeof fetch =>
  async (_url, init) =>
    new Response(await reply(new Uint8Array(init?.body as Buffer)), {
      headers: { 'content-type': 'application/timestamp-reply' },
    });

const request = (hashAlgorithm: string, hash: Buffer) =>
  Buffer.from(
    AsnConvert.serialize(
      new TimeStampReq({
        messageImprint: new MessageImprint({
          hashAlgorithm: new AlgorithmIdentifier({ algorithm: hashAlgorithm }),
          hashedMessage: new OctetString(hash),
        }),
        certReq: true,
      }),
    ),
  );

describe('the development time-stamping authority', () => {
  let dataDir: string;
  let ca: DevelopmentCa;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'signing-tsa-'));
    ca = await loadOrCreateDevelopmentCa({
      dataDir,
      keyId: 'test',
      cipher,
      clock,
      countryCode: 'SI',
    });
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has a certificate of the issuing CA for time-stamping only, critical, naming the CA services', () => {
    const tsa = createDevelopmentTimestampAuthority(ca, clock, { revocation: pointers });

    const certificate = new X509Certificate(tsa.certificateDer);
    const issuing = new X509Certificate(ca.issuing.certificateDer);
    expect(certificate.checkIssued(issuing)).toBe(true);
    expect(certificate.verify(issuing.publicKey)).toBe(true);
    expect(certificate.subject).toContain('CN=Onboarding Development Time-Stamping Authority');
    const purposes = extensionOf(tsa.certificateDer, id_ce_extKeyUsage, ExtendedKeyUsage);
    expect(purposes?.critical).toBe(true);
    expect([...(purposes?.value ?? [])]).toEqual([id_kp_timeStamping]);
    const access = extensionOf(
      tsa.certificateDer,
      id_pe_authorityInfoAccess,
      AuthorityInfoAccessSyntax,
    );
    expect(
      [...(access?.value ?? [])].map((item) => item.accessLocation.uniformResourceIdentifier),
    ).toEqual([pointers.ocspUrl]);
    expect(tsa.chainDer).toEqual([ca.issuing.certificateDer, ca.root.certificateDer]);
  });

  it('stamps in the process: a token over SHA-256 of the data, signed by its certificate, at the clock', async () => {
    const tsa = createDevelopmentTimestampAuthority(ca, clock);
    const data = Buffer.from('a signature value');

    const token = await tsa.timestamp(data);

    const { info, certificateDer } = verifyTimestampToken(
      token,
      createHash('sha256').update(data).digest(),
    );
    expect(certificateDer).toEqual(tsa.certificateDer);
    expect(info.policy).toBe(DEVELOPMENT_TSA_POLICY);
    expect(timestampTimeOf(token)).toEqual(new Date('2026-11-23T10:15:42Z'));
    expect(() =>
      verifyTimestampToken(token, createHash('sha256').update('other').digest()),
    ).toThrow(/another message imprint/);
  });

  it('answers RFC 3161 requests as the HTTP route serves them, which the TSA_URL client accepts', async () => {
    const tsa = createDevelopmentTimestampAuthority(ca, clock);
    const client = createTimestampClient('http://portal.test/dev-ca/tsa', {
      fetchImpl: inProcessFetch((body) => tsa.reply(body)),
    });

    // The client checks status, imprint, its nonce echoed and the token's signature.
    const token = await client.timestamp(Buffer.from('a signature value'));

    expect(timestampTimeOf(token)).toEqual(new Date('2026-11-23T10:15:42Z'));
  });

  it.each([
    ['bytes that are not a request', Buffer.from('not DER'), PKIFailureInfoFlags.badDataFormat],
    ['a SHA-1 imprint', request('1.3.14.3.2.26', Buffer.alloc(20)), PKIFailureInfoFlags.badAlg],
    [
      'a SHA-256 imprint of the wrong length',
      request(OIDS.sha256, Buffer.alloc(20)),
      PKIFailureInfoFlags.badAlg,
    ],
  ])('rejects %s with its failure info', async (_case, body, failure) => {
    const tsa = createDevelopmentTimestampAuthority(ca, clock);

    const response = AsnConvert.parse(await tsa.reply(body), TimeStampResp);

    expect(response.status.status).toBe(PKIStatus.rejection);
    expect(response.status.failInfo?.toNumber()).toBe(failure);
    expect(response.timeStampToken).toBeUndefined();
  });
});
