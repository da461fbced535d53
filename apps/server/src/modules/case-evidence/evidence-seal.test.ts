import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDataCipher } from '../../infra/crypto/data-cipher';
import { buildCertificate } from '../../infra/signing/certificates';
import { newSigningKeyPair } from '../../infra/signing/development-ca';
import { createEvidenceSeal } from './evidence-seal';

// Decision 151: the evidence seal from configuration (EVIDENCE_SEAL_KEY and
// EVIDENCE_SEAL_CERTIFICATE, PEM text or file paths), verified by openssl as a detached CMS.

const dir = mkdtempSync(join(tmpdir(), 'evidence-seal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const now = new Date();
const day = 24 * 3600 * 1000;
const root = newSigningKeyPair();
const rootCertificate = buildCertificate({
  profile: 'root-ca',
  subject: { countryName: 'SI', commonName: 'Test Evidence Root' },
  subjectKey: root.publicKey,
  selfSigningKey: root.privateKey,
  notBefore: new Date(now.getTime() - day),
  notAfter: new Date(now.getTime() + 365 * day),
});
const seal = newSigningKeyPair();
const sealCertificate = buildCertificate({
  profile: 'document-signer',
  subject: { countryName: 'SI', organizationName: 'Test Bank', commonName: 'Test Evidence Seal' },
  subjectKey: seal.publicKey,
  issuer: { certificateDer: rootCertificate.der, key: root.privateKey },
  notBefore: new Date(now.getTime() - day),
  notAfter: new Date(now.getTime() + 365 * day),
});
const keyPem = seal.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

const configuredSeal = (key: string, certificate: string) =>
  createEvidenceSeal({
    configured: { key, certificate },
    dataDir: dir,
    appSecret: 'a'.repeat(32),
    countryCode: 'SI',
    cipher: createDataCipher('a'.repeat(32)),
    clock: () => now,
  });

function verify(content: Uint8Array, signature: Uint8Array, trust: string[]): number | null {
  writeFileSync(join(dir, 'content'), content);
  writeFileSync(join(dir, 'content.p7s'), signature);
  return spawnSync('openssl', [
    'cms',
    '-verify',
    '-binary',
    '-inform',
    'DER',
    '-in',
    join(dir, 'content.p7s'),
    '-content',
    join(dir, 'content'),
    ...trust,
    '-out',
    join(dir, 'out'),
  ]).status;
}

describe('evidence seal from configuration', () => {
  it('key and certificate as file paths: a detached CMS that openssl verifies to the root', async () => {
    writeFileSync(join(dir, 'seal.key'), keyPem);
    writeFileSync(join(dir, 'seal.pem'), sealCertificate.pem + rootCertificate.pem);
    writeFileSync(join(dir, 'root.pem'), rootCertificate.pem);
    const sealer = configuredSeal(join(dir, 'seal.key'), join(dir, 'seal.pem'));
    const manifest = Buffer.from('{"caseId":"x"}\n');
    const signature = await sealer.sign(manifest);
    expect(verify(manifest, signature, ['-noverify'])).toBe(0);
    expect(verify(manifest, signature, ['-CAfile', join(dir, 'root.pem'), '-purpose', 'any'])).toBe(
      0,
    );
    expect(verify(Buffer.from('{"caseId":"y"}\n'), signature, ['-noverify'])).not.toBe(0);
    expect(await sealer.chainPem()).toContain(sealCertificate.pem.trim());
  });

  it('PEM text works too; a key that is not the certificate’s is refused', async () => {
    const sealer = configuredSeal(keyPem, sealCertificate.pem + rootCertificate.pem);
    const signature = await sealer.sign(Buffer.from('evidence'));
    expect(verify(Buffer.from('evidence'), signature, ['-noverify'])).toBe(0);
    const other = newSigningKeyPair().privateKey.export({ type: 'pkcs8', format: 'pem' });
    const wrong = configuredSeal(other.toString(), sealCertificate.pem);
    await expect(wrong.sign(Buffer.from('evidence'))).rejects.toThrow(
      'EVIDENCE_SEAL_KEY is not the key of EVIDENCE_SEAL_CERTIFICATE',
    );
  });
});
