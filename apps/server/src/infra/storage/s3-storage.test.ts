import { randomBytes } from 'node:crypto';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../config';
import { createDataCipher } from '../crypto/data-cipher';
import { S3RVER_CREDENTIALS, startS3Server } from '../../../test/s3-server';
import { createS3Storage, type S3Storage } from './s3-storage';

const BUCKET = 'onboarding-test';
const cipher = createDataCipher('a-secret-of-at-least-thirty-two-characters');

let server: Awaited<ReturnType<typeof startS3Server>>;
let config: S3Config;
let storage: S3Storage;
const extraStorages: S3Storage[] = [];

beforeAll(async () => {
  server = await startS3Server(BUCKET);
  config = {
    endpoint: server.endpoint,
    bucket: BUCKET,
    region: 'us-east-1',
    credentials: S3RVER_CREDENTIALS,
    forcePathStyle: true,
  };
  storage = createS3Storage(config, cipher);
});

afterAll(async () => {
  storage.close();
  await server.close();
});

afterEach(() => {
  for (const extra of extraStorages.splice(0)) extra.close();
});

/** A fresh key per test, so tests share the bucket without sharing objects. */
function uniqueKey(): string {
  return `documents/${randomBytes(6).toString('hex')}/${randomBytes(6).toString('hex')}`;
}

async function readRaw(key: string): Promise<Buffer> {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  });
  try {
    const response = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return Buffer.from(await response.Body!.transformToByteArray());
  } finally {
    client.destroy();
  }
}

describe('createS3Storage', () => {
  it('when bytes are put, then get returns the same bytes', async () => {
    const key = uniqueKey();
    const plain = Buffer.from('%PDF-1.7 a sealed contract');

    await storage.put(key, plain);

    expect(await storage.get(key)).toEqual(plain);
  });

  it('when an object is stored, then the bucket holds it sealed and bound to its key', async () => {
    const key = uniqueKey();
    const plain = Buffer.from('EMSO 0101990500001, passport P1234567');

    await storage.put(key, plain);

    // Stored under the key as given, with no prefix.
    const raw = await readRaw(key);
    expect(raw.includes(plain)).toBe(false);
    expect(cipher.open(raw, `storage:${key}`)).toEqual(plain);
    expect(() => cipher.open(raw, `storage:${uniqueKey()}`)).toThrow();
  });

  it('when the key has no object, then get returns null', async () => {
    expect(await storage.get(uniqueKey())).toBeNull();
  });

  it('when an object is deleted, then get returns null', async () => {
    const key = uniqueKey();
    await storage.put(key, Buffer.from('to be deleted'));

    await storage.delete(key);

    expect(await storage.get(key)).toBeNull();
  });

  it('when a missing key is deleted, then it resolves', async () => {
    await expect(storage.delete(uniqueKey())).resolves.toBeUndefined();
  });

  it('when a key is invalid, then every operation refuses it before any request', async () => {
    let requests = 0;
    const countRequest = () => {
      requests += 1;
    };
    server.httpServer.on('request', countRequest);
    try {
      for (const key of ['../etc/passwd', 'documents//x', '/documents/x', 'a b', '']) {
        await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
        await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
        await expect(storage.delete(key)).rejects.toThrow(/invalid storage key/);
      }
    } finally {
      server.httpServer.off('request', countRequest);
    }
    expect(requests).toBe(0);
  });

  it('when the bucket exists, then check passes', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('when the bucket does not exist, then check rejects naming the endpoint and bucket only', async () => {
    const missing = createS3Storage({ ...config, bucket: 'no-such-bucket' }, cipher);
    extraStorages.push(missing);

    const error = await missing.check().then(
      () => null,
      (reason: unknown) => reason,
    );

    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toBe(
      `S3 bucket "no-such-bucket" at ${config.endpoint} is not usable: NotFound (HTTP 404)`,
    );
    expect(message).not.toContain('S3RVER');
  });

  it('when nothing listens at the endpoint, then check rejects with a clear line', async () => {
    const endpoint = 'http://user:a-password@127.0.0.1:1';
    const dead = createS3Storage({ ...config, endpoint }, cipher);
    extraStorages.push(dead);

    await expect(dead.check()).rejects.toThrow(
      /^S3 bucket "onboarding-test" at http:\/\/127\.0\.0\.1:1 is not usable: \S+$/,
    );
    await expect(dead.check()).rejects.not.toThrow(/a-password|S3RVER/);
  });

  it('when the object is large (5 MB), then it round-trips', async () => {
    const key = uniqueKey();
    const plain = randomBytes(5 * 1024 * 1024);

    await storage.put(key, plain);

    const read = await storage.get(key);
    expect(read?.equals(plain)).toBe(true);
  });
});
