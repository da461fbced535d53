import { X509Certificate, createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  ExtendedKeyUsage,
  KeyUsage,
  KeyUsageFlags,
  id_ce_extKeyUsage,
  id_ce_keyUsage,
  id_kp_emailProtection,
} from '@peculiar/asn1-x509';
import { PDFDict, PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-database';
import type { Clock } from '../src/infra/clock';
import { loadConfig } from '../src/infra/config';
import { createDataCipher } from '../src/infra/crypto/data-cipher';
import { CERTIFICATE_VALIDITY_DAYS } from '../src/infra/signing/built-in-provider';
import { OIDS } from '../src/infra/signing/certificates';
import { CMS_OIDS, SigningCertificateV2 } from '../src/infra/signing/cms';
import { createSigningProvider } from '../src/infra/signing/create-signing-provider';
import {
  SigningFailedError,
  type PdfToSign,
  type SigningProvider,
} from '../src/infra/signing/signing-provider';
import { cmsOf, extensionOf, makePdf, pdfsig } from '../src/infra/signing/signing-test-kit';

const APP_SECRET = 'a-secret-of-at-least-thirty-two-characters';
const quiet = { warn: () => undefined };
const subject = {
  givenName: 'Žiga',
  surname: 'Čeh Novak',
  countryCode: 'SI',
  serialNumber: 'APPLICANT-3f2a9c',
  email: 'ziga@example.si',
};

describe('built-in signing provider', () => {
  let database: TestDatabase;
  let dataDir: string;
  let now = new Date();
  const clock: Clock = () => now;

  const provider = (env: Record<string, string> = {}): Promise<SigningProvider> =>
    createSigningProvider({
      config: loadConfig({ APP_SECRET, DATA_DIR: dataDir, NODE_ENV: 'test', ...env }),
      db: database.handle.db,
      cipher: createDataCipher(APP_SECRET),
      clock,
      log: quiet,
    });

  const contracts = async (): Promise<PdfToSign[]> =>
    Promise.all(
      ['Product contract', 'General terms', 'Credit agreement'].map(async (title) => ({
        bytes: await makePdf(title),
        reason: `Podpis: ${title} (soglašam)`,
        location: 'Ljubljana, Slovenija',
        signerName: 'Žiga Čeh Novak',
        contactInfo: 'ziga@example.si',
      })),
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'signing-provider-'));
  });
  afterAll(async () => {
    await database.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });
  afterEach(() => {
    now = new Date();
  });

  it('issues a certificate for document signing that chains to the CA', async () => {
    const signing = await provider();
    const issued = await signing.issueCertificate(subject);
    const [issuingPem = '', rootPem = ''] = await signing.trustChainPem();

    const leaf = new X509Certificate(issued.certificatePem);
    const issuingCa = new X509Certificate(issuingPem);
    const root = new X509Certificate(rootPem);
    expect(leaf.verify(issuingCa.publicKey)).toBe(true);
    expect(leaf.checkIssued(issuingCa)).toBe(true);
    expect(issuingCa.verify(root.publicKey)).toBe(true);
    expect(leaf.ca).toBe(false);
    expect(issued).toMatchObject({
      serialNumber: leaf.serialNumber.toLowerCase(),
      subjectDn: 'C=SI, SN=Čeh Novak, GN=Žiga, serialNumber=APPLICANT-3f2a9c, CN=Žiga Čeh Novak',
      issuerDn: expect.stringContaining('CN=Onboarding Development Signing CA') as unknown,
      fingerprintSha256: createHash('sha256').update(leaf.raw).digest('hex'),
    });
    const validityDays = (issued.notAfter.getTime() - issued.notBefore.getTime()) / 86_400_000;
    expect(Math.round(validityDays)).toBe(CERTIFICATE_VALIDITY_DAYS);
    expect(leaf.subjectAltName).toBe('email:ziga@example.si');
    const usage = extensionOf(leaf.raw, id_ce_keyUsage, KeyUsage);
    expect(usage?.critical).toBe(true);
    expect(usage?.value.toNumber()).toBe(
      KeyUsageFlags.digitalSignature | KeyUsageFlags.nonRepudiation,
    );
    const purposes = extensionOf(leaf.raw, id_ce_extKeyUsage, ExtendedKeyUsage);
    expect([...(purposes?.value ?? [])]).toEqual([OIDS.documentSigning, id_kp_emailProtection]);

    expect(await signing.certificate(issued.certificateId)).toEqual(issued);
    expect(await signing.certificate('not-a-certificate-id')).toBeNull();
    expect(await signing.certificate(crypto.randomUUID())).toBeNull();
  });

  it('signs three PDFs that pdfsig finds valid, time-stamped (B-LT) and signed by the applicant', async () => {
    const signing = await provider();
    now = new Date('2026-11-23T10:00:00Z');
    const { certificateId } = await signing.issueCertificate(subject);
    now = new Date('2026-11-23T10:15:00Z');
    const documents = await contracts();

    const signed = await signing.signPdfs(certificateId, documents);

    expect(signed).toHaveLength(3);
    for (const document of signed) {
      expect(document.timestamped).toBe(true);
      expect(document.level).toBe('PAdES-B-LT');
      expect(document.signedAt).toEqual(now);
      expect(document.sha256).toBe(createHash('sha256').update(document.bytes).digest('hex'));
      const report = pdfsig(document.bytes);
      expect(report).toContain('Signature Validation: Signature is Valid.');
      expect(report).toContain('Signature Type: ETSI.CAdES.detached');
      // The DSS follows the signature in an update of its own (decision 280).
      expect(report).toContain('Not total document signed');
      expect(report).toContain('Signer Certificate Common Name: Žiga Čeh Novak');
      expect(report).toContain('Signing Hash Algorithm: SHA-256');
    }
  });

  it('writes reason, place, name and time into the signature dictionary, Unicode intact', async () => {
    const signing = await provider();
    now = new Date('2026-11-23T10:00:00Z');
    const { certificateId } = await signing.issueCertificate(subject);
    now = new Date('2026-11-23T10:15:00Z');
    const [document] = await contracts();
    if (document === undefined) throw new Error('no document');

    const [signed] = await signing.signPdfs(certificateId, [document]);

    const pdf = await PDFDocument.load(signed?.bytes ?? new Uint8Array());
    const field = pdf.getForm().getFields()[0];
    const dictionary = field?.acroField.dict.lookup(PDFName.of('V'), PDFDict);
    const text = (key: string) => dictionary?.lookup(PDFName.of(key), PDFString).decodeText();
    expect(text('Reason')).toBe('Podpis: Product contract (soglašam)');
    expect(text('Location')).toBe('Ljubljana, Slovenija');
    expect(text('Name')).toBe('Žiga Čeh Novak');
    expect(text('ContactInfo')).toBe('ziga@example.si');
    expect(dictionary?.lookup(PDFName.of('M'), PDFString).decodeDate()).toEqual(now);
  });

  it('puts signing-certificate-v2 and no signing-time in the CMS, and the time-stamp unsigned', async () => {
    const signing = await provider();
    const issued = await signing.issueCertificate(subject);
    const [document] = await contracts();
    if (document === undefined) throw new Error('no document');

    const [signed] = await signing.signPdfs(issued.certificateId, [document]);
    const { signedData, signedContent } = cmsOf(signed?.bytes ?? new Uint8Array());

    expect(signedData.encapContentInfo.eContent).toBeUndefined();
    const signerInfo = signedData.signerInfos[0];
    const types = signerInfo?.signedAttrs?.map((attribute) => attribute.attrType);
    expect(types).toEqual(
      expect.arrayContaining([
        CMS_OIDS.contentType,
        CMS_OIDS.messageDigest,
        CMS_OIDS.signingCertificateV2,
      ]) as unknown,
    );
    expect(types).toHaveLength(3);
    expect(types).not.toContain(CMS_OIDS.signingTime);
    expect(signerInfo?.unsignedAttrs?.map((item) => item.attrType)).toEqual([
      CMS_OIDS.signatureTimeStampToken,
    ]);
    const attribute = (oid: string) =>
      signerInfo?.signedAttrs?.find((item) => item.attrType === oid)?.attrValues[0] ??
      new ArrayBuffer(0);
    const essCertificate = AsnConvert.parse(
      attribute(CMS_OIDS.signingCertificateV2),
      SigningCertificateV2,
    ).certs[0];
    expect(Buffer.from(essCertificate?.certHash.buffer ?? new ArrayBuffer(0)).toString('hex')).toBe(
      issued.fingerprintSha256,
    );
    expect(
      Buffer.from(AsnConvert.parse(attribute(CMS_OIDS.messageDigest), OctetString).buffer),
    ).toEqual(createHash('sha256').update(signedContent).digest());
    // The signer's certificate and the whole chain travel with the signature.
    const carried = (signedData.certificates ?? []).map((choice) =>
      Buffer.from(AsnConvert.serialize(choice.certificate)),
    );
    const chain = (await signing.trustChainPem()).map((pem) => new X509Certificate(pem).raw);
    expect(carried).toEqual([new X509Certificate(issued.certificatePem).raw, ...chain]);
  });

  it('a byte changed after signing: pdfsig no longer finds the signature valid', async () => {
    const signing = await provider();
    const { certificateId } = await signing.issueCertificate(subject);
    const [document] = await contracts();
    if (document === undefined) throw new Error('no document');
    const [signed] = await signing.signPdfs(certificateId, [document]);
    const bytes = Buffer.from(signed?.bytes ?? new Uint8Array());
    expect(pdfsig(bytes)).toContain('Signature is Valid.');

    // A letter of the place in the signature dictionary, inside the signed range: the file stays
    // a readable PDF, only its signature breaks.
    const at = bytes.indexOf('(Ljubljana, Slovenija)');
    expect(at).toBeGreaterThan(0);
    bytes[at + 1] = 'l'.charCodeAt(0);

    const report = pdfsig(bytes);
    expect(report).toContain('Signature Validation:');
    expect(report).not.toContain('Signature is Valid.');
  });

  it('another provider instance on the same DATA_DIR uses the same CA and signs with its keys', async () => {
    const first = await provider();
    const second = await provider();
    expect(await second.trustChainPem()).toEqual(await first.trustChainPem());
    const { certificateId } = await first.issueCertificate(subject);
    const [document] = await contracts();
    if (document === undefined) throw new Error('no document');

    const [signed] = await second.signPdfs(certificateId, [document]);

    expect(pdfsig(signed?.bytes ?? new Uint8Array())).toContain('Signature is Valid.');
  });

  it('refuses an unknown or expired certificate and a broken document, returning nothing', async () => {
    const signing = await provider();
    const { certificateId, notAfter } = await signing.issueCertificate(subject);
    const documents = await contracts();

    await expect(signing.signPdfs(crypto.randomUUID(), documents)).rejects.toBeInstanceOf(
      SigningFailedError,
    );
    await expect(
      signing.signPdfs(certificateId, [
        ...documents.slice(0, 2),
        { ...documents[0], bytes: new TextEncoder().encode('not a PDF') } as PdfToSign,
      ]),
    ).rejects.toBeInstanceOf(SigningFailedError);
    now = new Date(notAfter.getTime() + 1000);
    await expect(signing.signPdfs(certificateId, documents)).rejects.toThrow(/not valid at/);
  });

  it('leaves an e-mail address that is not ASCII out of the certificate', async () => {
    const signing = await provider();
    const issued = await signing.issueCertificate({ ...subject, email: 'žiga@primer.si' });

    expect(new X509Certificate(issued.certificatePem).subjectAltName).toBeUndefined();
  });

  it('issues to a person with one name only: the name is the surname and the common name, no given name', async () => {
    const signing = await provider();
    // Registered as "Madonna": whether the one word came as the given name or the surname.
    for (const names of [
      { givenName: 'Madonna', surname: '' },
      { givenName: '  ', surname: ' Madonna ' },
    ]) {
      const issued = await signing.issueCertificate({ ...subject, ...names });
      expect(issued.subjectDn).toBe('C=SI, SN=Madonna, serialNumber=APPLICANT-3f2a9c, CN=Madonna');
      const leaf = new X509Certificate(issued.certificatePem);
      expect(leaf.subject).not.toMatch(/GN=/);
      const documents = await contracts();
      const signed = await signing.signPdfs(issued.certificateId, documents.slice(0, 1));
      expect(signed).toHaveLength(1);
    }
    await expect(
      signing.issueCertificate({ ...subject, givenName: ' ', surname: '' }),
    ).rejects.toThrow(/needs a name/);
  });

  it('refuses a subject whose serial number is not printable, issuing nothing', async () => {
    const signing = await provider();
    await expect(
      signing.issueCertificate({ ...subject, serialNumber: 'EMŠO 0101990500001' }),
    ).rejects.toBeInstanceOf(SigningFailedError);
    await expect(signing.issueCertificate({ ...subject, countryCode: 'Slovenia' })).rejects.toThrow(
      /two-letter country code/,
    );
  });
});
