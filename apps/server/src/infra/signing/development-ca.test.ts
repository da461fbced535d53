import { X509Certificate } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BasicConstraints,
  KeyUsage,
  KeyUsageFlags,
  id_ce_basicConstraints,
  id_ce_keyUsage,
} from '@peculiar/asn1-x509';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDataCipher } from '../crypto/data-cipher';
import { dataKeyId, developmentCaPath, loadOrCreateDevelopmentCa } from './development-ca';
import { extensionOf } from './signing-test-kit';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const cipher = createDataCipher(SECRET);
const keyId = dataKeyId(SECRET);
const clock = () => new Date('2026-11-23T10:00:00Z');

describe('development CA', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'signing-ca-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is made on the first start as a root and an issuing CA with CA extensions', async () => {
    const ca = await loadOrCreateDevelopmentCa({
      dataDir,
      keyId,
      cipher,
      clock,
      countryCode: 'SI',
    });

    const root = new X509Certificate(ca.root.certificatePem);
    const issuing = new X509Certificate(ca.issuing.certificatePem);
    expect(root.verify(root.publicKey)).toBe(true);
    expect(issuing.verify(root.publicKey)).toBe(true);
    expect(issuing.checkIssued(root)).toBe(true);
    expect(ca.chainPem).toEqual([ca.issuing.certificatePem, ca.root.certificatePem]);
    expect(root.subject).toContain('CN=Onboarding Development Root CA');
    expect(root.publicKey.asymmetricKeyDetails).toMatchObject({ namedCurve: 'prime256v1' });
    for (const [der, pathLength] of [
      [ca.root.certificateDer, 1],
      [ca.issuing.certificateDer, 0],
    ] as const) {
      const constraints = extensionOf(der, id_ce_basicConstraints, BasicConstraints);
      expect(constraints?.critical).toBe(true);
      expect(constraints?.value).toMatchObject({ cA: true, pathLenConstraint: pathLength });
      const usage = extensionOf(der, id_ce_keyUsage, KeyUsage);
      expect(usage?.critical).toBe(true);
      expect(usage?.value.toNumber()).toBe(KeyUsageFlags.keyCertSign | KeyUsageFlags.cRLSign);
    }
  });

  it('keeps only the issuing key, sealed, and a second start reuses the same CA', async () => {
    const first = await loadOrCreateDevelopmentCa({
      dataDir,
      keyId,
      cipher,
      clock,
      countryCode: 'SI',
    });
    const stored = await readFile(developmentCaPath(dataDir, keyId), 'utf8');
    expect(stored).not.toContain('PRIVATE KEY');
    const { root } = JSON.parse(stored) as { root: object };
    expect(Object.keys(root)).toEqual(['certificatePem', 'crlBase64']);

    const second = await loadOrCreateDevelopmentCa({
      dataDir,
      keyId,
      cipher,
      clock,
      countryCode: 'SI',
    });
    expect(second.root.certificatePem).toBe(first.root.certificatePem);
    expect(second.issuing.certificatePem).toBe(first.issuing.certificatePem);
    expect(second.issuing.key.export({ format: 'jwk' })).toEqual(
      first.issuing.key.export({ format: 'jwk' }),
    );
  });

  it('made by several starts at once, there is still exactly one CA and no stray file', async () => {
    const starts = await Promise.all(
      Array.from({ length: 6 }, () =>
        loadOrCreateDevelopmentCa({ dataDir, keyId, cipher, clock, countryCode: 'SI' }),
      ),
    );

    expect(new Set(starts.map((ca) => ca.root.certificatePem)).size).toBe(1);
    expect(new Set(starts.map((ca) => ca.issuing.certificatePem)).size).toBe(1);
    expect(await readdir(join(dataDir, 'signing'))).toEqual([`development-ca-2.${keyId}.json`]);
  });

  it('another APP_SECRET gets a CA of its own and leaves the first one in place', async () => {
    const first = await loadOrCreateDevelopmentCa({
      dataDir,
      keyId,
      cipher,
      clock,
      countryCode: 'SI',
    });
    const otherSecret = 'another-secret-of-at-least-thirty-two-chars';

    const other = await loadOrCreateDevelopmentCa({
      dataDir,
      keyId: dataKeyId(otherSecret),
      cipher: createDataCipher(otherSecret),
      clock,
      countryCode: 'SI',
    });

    expect(dataKeyId(otherSecret)).not.toBe(keyId);
    expect(other.root.certificatePem).not.toBe(first.root.certificatePem);
    expect((await readdir(join(dataDir, 'signing'))).sort()).toEqual(
      [`development-ca-2.${keyId}.json`, `development-ca-2.${dataKeyId(otherSecret)}.json`].sort(),
    );
  });

  it('a CA file of format 1 (no root CRL) is left in place and a CA of format 2 made beside it', async () => {
    await mkdir(join(dataDir, 'signing'), { recursive: true });
    const old = join(dataDir, 'signing', `development-ca.${keyId}.json`);
    await writeFile(old, '{"format":1}');

    const ca = await loadOrCreateDevelopmentCa({
      dataDir,
      keyId,
      cipher,
      clock,
      countryCode: 'SI',
    });

    expect(await readFile(old, 'utf8')).toBe('{"format":1}');
    expect(JSON.parse(await readFile(developmentCaPath(dataDir, keyId), 'utf8'))).toMatchObject({
      format: 2,
    });
    expect(ca.root.crlDer.length).toBeGreaterThan(0);
  });

  it('a CA file that this secret cannot open fails the start with a line saying what to do', async () => {
    await loadOrCreateDevelopmentCa({ dataDir, keyId, cipher, clock, countryCode: 'SI' });
    const otherCipher = createDataCipher('another-secret-of-at-least-thirty-two-chars');

    await expect(
      loadOrCreateDevelopmentCa({ dataDir, keyId, cipher: otherCipher, clock, countryCode: 'SI' }),
    ).rejects.toThrow(/cannot be opened with this APP_SECRET .* delete it/);
  });
});
