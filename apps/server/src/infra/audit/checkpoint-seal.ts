import {
  createHash,
  createPrivateKey,
  createPublicKey,
  hkdfSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { ContentInfo, SignedData } from '@peculiar/asn1-cms';
import { AsnConvert } from '@peculiar/asn1-schema';
import { TSTInfo } from '@peculiar/asn1-tsp';
import { z } from 'zod';
import { OIDS } from '../signing/certificates';
import { CMS_OIDS } from '../signing/cms';

/**
 * A checkpoint of the audit trail (decision 278): the rows sealed since the previous checkpoint
 * (each row's id and chain hash), signed with an Ed25519 key and, when a time-stamping authority
 * is configured, time-stamped (RFC 3161). It is written outside the database, so whoever can
 * rewrite `audit_events` and recompute its chains still cannot make the table match it.
 */
export interface AuditCheckpoint {
  readonly format: typeof CHECKPOINT_FORMAT;
  /** 1, 2, 3…: the checkpoint's number, also its name in the archive. */
  readonly sequence: number;
  readonly sealedAt: string;
  /** What sealed it: the hourly job or a case's evidence export. */
  readonly reason: CheckpointReason;
  /** The previous checkpoint's number and the SHA-256 of its signed bytes; null for the first. */
  readonly previous: { readonly sequence: number; readonly sha256: string } | null;
  /** The rows sealed here are those with fromId < id <= headId. */
  readonly fromId: number;
  /** The head: the highest row id sealed so far (fromId when no row was added). */
  readonly headId: number;
  /** The head row's chain hash; null while the trail is empty. */
  readonly headHash: string | null;
  /** Rows sealed by this checkpoint and every earlier one. */
  readonly rowCount: number;
  /** [id, hash] of every row with fromId < id <= headId, in id order (hash null: not chained). */
  readonly rows: readonly (readonly [number, string | null])[];
}

export type CheckpointReason = 'hourly' | 'case-export';

export const CHECKPOINT_FORMAT = 'audit-checkpoint/1';

/** The object written to the archive: the checkpoint, its signature and its time-stamp. */
export interface SealedCheckpoint {
  readonly checkpoint: AuditCheckpoint;
  readonly signature: {
    readonly algorithm: 'Ed25519';
    /** Hex SHA-256 of the public key (SPKI DER): which key to check it with. */
    readonly keyId: string;
    /** Base64 Ed25519 signature over the checkpoint's canonical JSON. */
    readonly value: string;
  };
  /** RFC 3161 token over the same bytes; null when not time-stamped (then `untimestamped` says why). */
  readonly timestamp: { readonly token: string; readonly time: string } | null;
  readonly untimestamped: string | null;
}

/**
 * JSON with every object's keys sorted, no spaces: the bytes signed and time-stamped, which a
 * reader recomputes from the parsed checkpoint whatever order the file holds the keys in.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const signedBytesOf = (checkpoint: AuditCheckpoint): Buffer =>
  Buffer.from(canonicalJson(checkpoint), 'utf8');

export const sha256Hex = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

/** The checkpoint signing key: its private half signs, the public half is all a verifier needs. */
export interface CheckpointKey {
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  readonly keyId: string;
}

const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export function keyIdOf(publicKey: KeyObject): string {
  return sha256Hex(publicKey.export({ type: 'spki', format: 'der' }));
}

/**
 * The server's checkpoint key, derived from APP_SECRET (HKDF-SHA256, its own label, as the
 * server's other keys are; decision 278): every instance and the `audit:verify` command derive
 * the same key, nothing is stored. The verifier uses only the public half, which the command
 * prints, so an auditor can be given just that.
 */
export function checkpointKeyFrom(appSecret: string): CheckpointKey {
  const seed = Buffer.from(
    hkdfSync('sha256', appSecret, 'onboarding-audit-checkpoint', 'ed25519-v1', 32),
  );
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKey = createPublicKey(privateKey);
  return { privateKey, publicKey, keyId: keyIdOf(publicKey) };
}

export function signCheckpoint(
  checkpoint: AuditCheckpoint,
  key: CheckpointKey,
): SealedCheckpoint['signature'] {
  return {
    algorithm: 'Ed25519',
    keyId: key.keyId,
    value: sign(null, signedBytesOf(checkpoint), key.privateKey).toString('base64'),
  };
}

/** What a time-stamp token says: the hash it covers and when it was made. */
export interface TimestampFacts {
  readonly imprintSha256: string;
  readonly time: Date;
}

/** Reads an RFC 3161 token's TSTInfo; throws when it is not one or not over SHA-256. */
export function timestampFactsOf(tokenDer: Uint8Array): TimestampFacts {
  const token = AsnConvert.parse(tokenDer, ContentInfo);
  const signedData = AsnConvert.parse(token.content, SignedData);
  const encapsulated = signedData.encapContentInfo;
  const content = encapsulated.eContent?.single?.buffer ?? encapsulated.eContent?.any;
  if (encapsulated.eContentType !== CMS_OIDS.tstInfo || content === undefined) {
    throw new Error('the token holds no TSTInfo');
  }
  const info = AsnConvert.parse(content, TSTInfo);
  if (info.messageImprint.hashAlgorithm.algorithm !== OIDS.sha256) {
    throw new Error('the token is not over SHA-256');
  }
  return {
    imprintSha256: Buffer.from(info.messageImprint.hashedMessage.buffer).toString('hex'),
    time: info.genTime,
  };
}

/**
 * What is wrong with a sealed checkpoint read from the archive, or null: the signature must be by
 * a trusted key over the checkpoint's canonical bytes, and a time-stamp, when there is one, must
 * be over those same bytes. Whether the TSA's own certificate is trusted is not checked here.
 */
export function sealProblemOf(
  sealed: SealedCheckpoint,
  trustedKeys: readonly KeyObject[],
): string | null {
  const bytes = signedBytesOf(sealed.checkpoint);
  const key = trustedKeys.find((candidate) => keyIdOf(candidate) === sealed.signature.keyId);
  if (key === undefined) return `signed with an unknown key ${sealed.signature.keyId}`;
  const signature = Buffer.from(sealed.signature.value, 'base64');
  if (sealed.signature.algorithm !== 'Ed25519' || !verify(null, bytes, key, signature)) {
    return 'the signature does not verify';
  }
  if (sealed.timestamp !== null) {
    let facts: TimestampFacts;
    try {
      facts = timestampFactsOf(Buffer.from(sealed.timestamp.token, 'base64'));
    } catch (error) {
      return `the time-stamp token cannot be read (${(error as Error).message})`;
    }
    if (facts.imprintSha256 !== sha256Hex(bytes)) {
      return 'the time-stamp token is for other bytes';
    }
  }
  return null;
}

const ZHex64 = z.string().regex(/^[0-9a-f]{64}$/);
const ZRowId = z.number().int().nonnegative();

const ZSealedCheckpoint = z.object({
  checkpoint: z.object({
    format: z.literal(CHECKPOINT_FORMAT),
    sequence: z.number().int().positive(),
    sealedAt: z.string(),
    reason: z.enum(['hourly', 'case-export']),
    previous: z.object({ sequence: z.number().int().positive(), sha256: ZHex64 }).nullable(),
    fromId: ZRowId,
    headId: ZRowId,
    headHash: ZHex64.nullable(),
    rowCount: ZRowId,
    rows: z.array(z.tuple([ZRowId, ZHex64.nullable()])),
  }),
  signature: z.object({ algorithm: z.literal('Ed25519'), keyId: ZHex64, value: z.string() }),
  timestamp: z.object({ token: z.string(), time: z.string() }).nullable(),
  untimestamped: z.string().nullable(),
});

/** The archive object's bytes as a sealed checkpoint; throws with the reason when it is not one. */
export function readSealedCheckpoint(bytes: Uint8Array): SealedCheckpoint {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    throw new Error('not JSON');
  }
  const parsed = ZSealedCheckpoint.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `not a sealed checkpoint (${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''})`,
    );
  }
  return parsed.data;
}
