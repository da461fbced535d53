import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTsa, type TestTsa } from '../signing/signing-test-kit';
import { createTimestampClient } from '../signing/timestamp-client';
import {
  CHECKPOINT_FORMAT,
  canonicalJson,
  checkpointKeyFrom,
  readSealedCheckpoint,
  sealProblemOf,
  sha256Hex,
  signCheckpoint,
  signedBytesOf,
  timestampFactsOf,
  type AuditCheckpoint,
  type SealedCheckpoint,
} from './checkpoint-seal';

// Decision 278: a checkpoint is signed with the server's Ed25519 checkpoint key (from APP_SECRET)
// and time-stamped over the same canonical bytes; the verifier needs only the public key.

const key = checkpointKeyFrom('test-secret-that-is-long-enough-0123456789');
const otherKey = checkpointKeyFrom('another-secret-that-is-long-enough-987654');

const checkpoint: AuditCheckpoint = {
  format: CHECKPOINT_FORMAT,
  sequence: 1,
  sealedAt: '2026-11-29T23:00:00.000Z',
  reason: 'hourly',
  previous: null,
  fromId: 0,
  headId: 3,
  headHash: 'c'.repeat(64),
  rowCount: 2,
  rows: [
    [1, 'a'.repeat(64)],
    [3, 'c'.repeat(64)],
  ],
};

const sealedWith = (
  body: AuditCheckpoint,
  signature = signCheckpoint(body, key),
  timestamp: SealedCheckpoint['timestamp'] = null,
): SealedCheckpoint => ({
  checkpoint: body,
  signature,
  timestamp,
  untimestamped: timestamp === null ? 'no time-stamping authority is configured' : null,
});

describe('checkpoint signature', () => {
  it('the key is the same from the same secret, another from another; the signature verifies with the public half', () => {
    expect(checkpointKeyFrom('test-secret-that-is-long-enough-0123456789').keyId).toBe(key.keyId);
    expect(otherKey.keyId).not.toBe(key.keyId);
    expect(key.publicKey.asymmetricKeyType).toBe('ed25519');
    expect(sealProblemOf(sealedWith(checkpoint), [key.publicKey])).toBeNull();
  });

  it('a row hash changed after signing: refused', () => {
    const signature = signCheckpoint(checkpoint, key);
    const edited: AuditCheckpoint = {
      ...checkpoint,
      rows: [
        [1, 'b'.repeat(64)],
        [3, 'c'.repeat(64)],
      ],
    };
    expect(sealProblemOf(sealedWith(edited, signature), [key.publicKey])).toBe(
      'the signature does not verify',
    );
  });

  it('a checkpoint forged with another key: refused, whether it names that key or ours', () => {
    const forged = signCheckpoint(checkpoint, otherKey);
    expect(sealProblemOf(sealedWith(checkpoint, forged), [key.publicKey])).toBe(
      `signed with an unknown key ${otherKey.keyId}`,
    );
    expect(
      sealProblemOf(sealedWith(checkpoint, { ...forged, keyId: key.keyId }), [key.publicKey]),
    ).toBe('the signature does not verify');
  });

  it('the signed bytes do not depend on the order of the keys in the file', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }] })).toBe(
      '{"a":[{"c":"x","d":null}],"b":1}',
    );
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([name, inner]) => [name, reversed(inner)]),
            )
          : value;
    const file = JSON.stringify(reversed(sealedWith(checkpoint)));
    expect(file.indexOf('"untimestamped"')).toBeLessThan(file.indexOf('"checkpoint"'));
    const reordered = readSealedCheckpoint(Buffer.from(file));
    expect(signedBytesOf(reordered.checkpoint).equals(signedBytesOf(checkpoint))).toBe(true);
    expect(sealProblemOf(reordered, [key.publicKey])).toBeNull();
  });

  it('an object that is not a sealed checkpoint says what is wrong', () => {
    expect(() => readSealedCheckpoint(Buffer.from('{'))).toThrow('not JSON');
    expect(() =>
      readSealedCheckpoint(
        Buffer.from(JSON.stringify({ ...sealedWith(checkpoint), signature: 1 })),
      ),
    ).toThrow(/not a sealed checkpoint \(signature/);
  });
});

describe('checkpoint time-stamp', () => {
  let tsa: TestTsa;
  beforeAll(async () => {
    tsa = await startTestTsa();
  });
  afterAll(async () => {
    await tsa.close();
  });

  it("the token's imprint is the checkpoint's bytes; moved onto another checkpoint, it is refused", async () => {
    const bytes = signedBytesOf(checkpoint);
    const token = await createTimestampClient(tsa.url).timestamp(bytes);
    const facts = timestampFactsOf(token);
    expect(facts.imprintSha256).toBe(sha256Hex(bytes));
    const timestamp = { token: token.toString('base64'), time: facts.time.toISOString() };
    expect(sealProblemOf(sealedWith(checkpoint, undefined, timestamp), [key.publicKey])).toBeNull();

    const next: AuditCheckpoint = { ...checkpoint, sealedAt: '2026-11-30T00:00:00.000Z' };
    expect(sealProblemOf(sealedWith(next, undefined, timestamp), [key.publicKey])).toBe(
      'the time-stamp token is for other bytes',
    );
    expect(
      sealProblemOf(sealedWith(checkpoint, undefined, { ...timestamp, token: 'AAAA' }), [
        key.publicKey,
      ]),
    ).toMatch(/^the time-stamp token cannot be read/);
  });
});
