import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentInfo, SignedData } from '@peculiar/asn1-cms';
import { AsnConvert } from '@peculiar/asn1-schema';
import { TSTInfo } from '@peculiar/asn1-tsp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-database';
import { createDataCipher } from '../src/infra/crypto/data-cipher';
import { createBuiltInSigningProvider } from '../src/infra/signing/built-in-provider';
import { CMS_OIDS } from '../src/infra/signing/cms';
import { loadOrCreateDevelopmentCa } from '../src/infra/signing/development-ca';
import { SigningFailedError, type SigningProvider } from '../src/infra/signing/signing-provider';
import {
  cmsOf,
  makePdf,
  pdfsig,
  startTestTsa,
  type TestTsa,
} from '../src/infra/signing/signing-test-kit';
import { createTimestampClient } from '../src/infra/signing/timestamp-client';

const cipher = createDataCipher('a-secret-of-at-least-thirty-two-characters');
const clock = () => new Date();
const subject = { givenName: 'Ana', surname: 'Kovač', countryCode: 'SI', serialNumber: 'A-1' };

describe('RFC 3161 time-stamps (PAdES B-T)', () => {
  let database: TestDatabase;
  let dataDir: string;
  let tsa: TestTsa;

  const providerWith = async (timeoutMs = 2000, url = tsa.url): Promise<SigningProvider> =>
    createBuiltInSigningProvider({
      db: database.handle.db,
      cipher,
      clock,
      ca: await loadOrCreateDevelopmentCa({
        dataDir,
        keyId: 'test',
        cipher,
        clock,
        countryCode: 'SI',
      }),
      timestamps: createTimestampClient(url, { timeoutMs }),
    });

  const document = async (title: string) => ({
    bytes: await makePdf(title),
    reason: 'Contract',
    location: 'Ljubljana',
    signerName: 'Ana Kovač',
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'signing-tsa-'));
    tsa = await startTestTsa();
  });
  afterAll(async () => {
    await tsa.close();
    await database.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    tsa.behaviour = 'grant';
  });

  it('adds a token over the signature value as id-aa-signatureTimeStampToken; pdfsig agrees', async () => {
    const signing = await providerWith();
    const { certificateId } = await signing.issueCertificate(subject);
    const requestsBefore = tsa.requests;

    const signed = await signing.signPdfs(certificateId, [
      await document('Product contract'),
      await document('General terms'),
      await document('Credit agreement'),
    ]);

    expect(tsa.requests - requestsBefore).toBe(3);
    for (const pdf of signed) {
      expect(pdf.timestamped).toBe(true);
      const report = pdfsig(pdf.bytes);
      expect(report).toContain('Signature Validation: Signature is Valid.');
      expect(report).toContain('Signature Type: ETSI.CAdES.detached');
      expect(report).toContain('Total document signed');
      expect(report).toContain('Signer Certificate Common Name: Ana Kovač');

      const signerInfo = cmsOf(pdf.bytes).signedData.signerInfos[0];
      const [attribute, ...others] = signerInfo?.unsignedAttrs ?? [];
      expect(others).toEqual([]);
      expect(attribute?.attrType).toBe('1.2.840.113549.1.9.16.2.14');
      const token = AsnConvert.parse(attribute?.attrValues[0] ?? new ArrayBuffer(0), ContentInfo);
      const tokenData = AsnConvert.parse(token.content, SignedData);
      expect(tokenData.encapContentInfo.eContentType).toBe(CMS_OIDS.tstInfo);
      const info = AsnConvert.parse(
        tokenData.encapContentInfo.eContent?.single?.buffer ?? new ArrayBuffer(0),
        TSTInfo,
      );
      expect(Buffer.from(info.messageImprint.hashedMessage.buffer)).toEqual(
        createHash('sha256')
          .update(Buffer.from(signerInfo?.signature.buffer ?? new ArrayBuffer(0)))
          .digest(),
      );
    }
  });

  it('sends the user and password of the TSA URL as Basic authorization', async () => {
    const withCredentials = tsa.url.replace('http://', 'http://bank:s%3Acret@');
    const client = createTimestampClient(withCredentials, { timeoutMs: 2000 });

    await client.timestamp(Buffer.from('signature'));

    expect(tsa.lastAuthorization).toBe(`Basic ${Buffer.from('bank:s:cret').toString('base64')}`);
  });

  it.each([
    ['answers garbage', 'garbage', /not a TimeStampResp/],
    ['refuses', 'reject', /the TSA refused \(status 2\)/],
    ['stamps another imprint', 'other-imprint', /another message imprint/],
    ['does not answer in time', 'silent', /did not answer in time/],
  ] as const)('when the TSA %s, nothing is signed', async (_case, behaviour, message) => {
    // A short wait only where the TSA stays silent: a loaded machine's TSA may take longer than it
    // to answer the other cases, which must fail for their own reason.
    const signing = await providerWith(behaviour === 'silent' ? 300 : 2000);
    const { certificateId } = await signing.issueCertificate(subject);
    tsa.behaviour = behaviour;

    const attempt = signing.signPdfs(certificateId, [
      await document('Product contract'),
      await document('General terms'),
    ]);

    await expect(attempt).rejects.toBeInstanceOf(SigningFailedError);
    await expect(attempt).rejects.toThrow(message);
  });

  it('when no TSA listens at the address, signing fails rather than going without a stamp', async () => {
    const closed = await startTestTsa();
    const url = closed.url;
    await closed.close();
    const signing = await providerWith(2000, url);
    const { certificateId } = await signing.issueCertificate(subject);

    await expect(
      signing.signPdfs(certificateId, [await document('Product contract')]),
    ).rejects.toThrow(/could not be reached/);
  });
});
