import {
  X509Certificate,
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  randomUUID,
  type KeyObject,
} from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { Clock } from '../clock';
import { deriveDataKey, type DataCipher } from '../crypto/data-cipher';
import { buildCertificate, fingerprintSha256 } from './certificates';
import { buildCrl } from './development-revocation';

/**
 * The development certificate authority (decision 141): a root and an issuing CA, made on the
 * first start and kept in DATA_DIR/signing/development-ca-2.{key id}.json. Two levels as a qualified provider
 * has them, so verifiers and our CMS carry a real chain. The root's private key is dropped once it
 * has signed the issuing CA (an offline root in miniature): only the issuing CA's key is kept,
 * sealed with the data key and bound to its certificate.
 *
 * The file is named after the data key (a one-way id of it): another APP_SECRET cannot open the
 * sealed key, so it gets a CA of its own, as it would find every sealed document unreadable,
 * instead of a server that no longer starts; the old file stays for the old secret.
 */
export interface DevelopmentCa {
  readonly root: {
    readonly certificatePem: string;
    readonly certificateDer: Buffer;
    /**
     * The root's CRL over the issuing CA (an ARL), signed once before its key was dropped, with
     * the issuing CA's lifetime as nextUpdate (decision 280).
     */
    readonly crlDer: Buffer;
  };
  readonly issuing: {
    readonly certificatePem: string;
    readonly certificateDer: Buffer;
    readonly key: KeyObject;
  };
  /** The chain a verifier needs, issuing CA first and root last. */
  readonly chainPem: readonly string[];
}

export interface DevelopmentCaOptions {
  readonly dataDir: string;
  /** The data key's id (dataKeyId): one CA per APP_SECRET. */
  readonly keyId: string;
  readonly cipher: DataCipher;
  readonly clock: Clock;
  /** The country in the CA names (the variant's: SI or AL). */
  readonly countryCode: string;
}

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
const ROOT_YEARS = 20;
const ISSUING_YEARS = 10;
const ORGANIZATION = 'Onboarding Portal (development, not qualified)';

const ZStoredCa = z.object({
  format: z.literal(2),
  createdAt: z.string(),
  root: z.object({ certificatePem: z.string(), crlBase64: z.string() }),
  issuing: z.object({ certificatePem: z.string(), sealedKey: z.string() }),
});
type StoredCa = z.infer<typeof ZStoredCa>;

/** A one-way, non-secret id of the data key derived from APP_SECRET (16 hex digits). */
export function dataKeyId(appSecret: string): string {
  return createHash('sha256')
    .update('development-ca-file')
    .update(deriveDataKey(appSecret))
    .digest('hex')
    .slice(0, 16);
}

/**
 * Format 2 (decision 280) adds the root's CRL, which only the root's key could sign, and that key
 * is gone from a format 1 file: a CA of format 1 cannot become one of format 2, so the name
 * changed and such a file is left where it is, unused (its certificates are refused at signing,
 * as after any change of CA).
 */
export function developmentCaPath(dataDir: string, keyId: string): string {
  return join(dataDir, 'signing', `development-ca-2.${keyId}.json`);
}

const keyContext = (issuingPem: string) =>
  `signing:development-ca:${fingerprintSha256(new X509Certificate(issuingPem).raw)}`;

/** ECDSA P-256: generated in well under a millisecond, accepted by PAdES verifiers. */
export function newSigningKeyPair(): { publicKey: KeyObject; privateKey: KeyObject } {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' });
}

function createCa(options: DevelopmentCaOptions): StoredCa {
  const now = options.clock();
  // Back-dated a day so a verifier whose clock is a little behind does not see "not yet valid".
  const notBefore = new Date(now.getTime() - 24 * 3600 * 1000);
  const root = newSigningKeyPair();
  const rootCertificate = buildCertificate({
    profile: 'root-ca',
    subject: {
      countryName: options.countryCode,
      organizationName: ORGANIZATION,
      commonName: 'Onboarding Development Root CA',
    },
    subjectKey: root.publicKey,
    selfSigningKey: root.privateKey,
    notBefore,
    notAfter: new Date(now.getTime() + ROOT_YEARS * YEAR_MS),
  });
  const issuing = newSigningKeyPair();
  const issuingCertificate = buildCertificate({
    profile: 'issuing-ca',
    subject: {
      countryName: options.countryCode,
      organizationName: ORGANIZATION,
      commonName: 'Onboarding Development Signing CA',
    },
    subjectKey: issuing.publicKey,
    issuer: { certificateDer: rootCertificate.der, key: root.privateKey },
    notBefore,
    notAfter: new Date(now.getTime() + ISSUING_YEARS * YEAR_MS),
  });
  // The root is offline once this function returns: the one CRL it will ever publish is signed
  // now, valid as long as the CA it speaks for (decision 280).
  const rootCrl = buildCrl({
    issuerDer: rootCertificate.der,
    key: root.privateKey,
    thisUpdate: notBefore,
    nextUpdate: new Date(now.getTime() + ISSUING_YEARS * YEAR_MS),
  });
  const keyPem = issuing.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return {
    format: 2,
    createdAt: now.toISOString(),
    root: { certificatePem: rootCertificate.pem, crlBase64: rootCrl.toString('base64') },
    issuing: {
      certificatePem: issuingCertificate.pem,
      sealedKey: options.cipher.sealText(keyPem, keyContext(issuingCertificate.pem)),
    },
  };
}

function opened(stored: StoredCa, cipher: DataCipher, file: string): DevelopmentCa {
  const root = new X509Certificate(stored.root.certificatePem);
  const issuing = new X509Certificate(stored.issuing.certificatePem);
  if (!issuing.checkIssued(root) || !issuing.verify(root.publicKey)) {
    throw new Error(`${file}: the issuing CA is not signed by the root`);
  }
  let keyPem: string;
  try {
    keyPem = cipher.openText(stored.issuing.sealedKey, keyContext(stored.issuing.certificatePem));
  } catch (error) {
    throw new Error(
      `${file} cannot be opened with this APP_SECRET (altered or copied from elsewhere); ` +
        'delete it to make a new development CA',
      { cause: error },
    );
  }
  const key = createPrivateKey(keyPem);
  return {
    root: {
      certificatePem: stored.root.certificatePem,
      certificateDer: root.raw,
      crlDer: Buffer.from(stored.root.crlBase64, 'base64'),
    },
    issuing: { certificatePem: stored.issuing.certificatePem, certificateDer: issuing.raw, key },
    chainPem: [stored.issuing.certificatePem, stored.root.certificatePem],
  };
}

async function readStored(file: string): Promise<StoredCa | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed = ZStoredCa.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a development CA file of this version`);
  return parsed.data;
}

/**
 * Reads the CA, or makes it when there is none. Processes starting together (two instances, test
 * workers) each write their candidate to a file of their own and hard-link it to the final name:
 * link() fails when the name exists, so exactly one candidate wins, and every process then reads
 * the winner back. A reader never sees a half-written file.
 */
export async function loadOrCreateDevelopmentCa(
  options: DevelopmentCaOptions,
): Promise<DevelopmentCa> {
  const file = developmentCaPath(options.dataDir, options.keyId);
  const existing = await readStored(file);
  if (existing !== null) return opened(existing, options.cipher, file);

  await mkdir(join(options.dataDir, 'signing'), { recursive: true, mode: 0o700 });
  const candidate = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(candidate, JSON.stringify(createCa(options), null, 2), {
    flag: 'wx',
    mode: 0o600,
  });
  try {
    await link(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(candidate);
  }
  const stored = await readStored(file);
  if (stored === null) throw new Error(`${file} vanished while it was being created`);
  return opened(stored, options.cipher, file);
}
