import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import type { DataCipher } from '../crypto/data-cipher';
import { assertStorageKey, type StoragePort } from './storage-port';

export interface S3Storage extends StoragePort {
  /** Destroys the client and its sockets; the storage is unusable afterwards. */
  close(): void;
  /** Rejects when the bucket cannot be reached, so a wrong bucket or endpoint stops the boot. */
  check(): Promise<void>;
}

// A dead or stalled S3 must fail a request in seconds, not hold it for the OS's minutes-long TCP
// timeouts: connecting, sending a document and getting the answer's headers each have a limit, and
// a download that stops sending bytes is dropped after the idle limit.
const CONNECTION_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 15_000;
const SOCKET_IDLE_TIMEOUT_MS = 10_000;

/**
 * Document storage in an S3-compatible bucket (decision 124). Objects are
 * sealed exactly as the filesystem storage seals them, bound to their key, so whoever can read the
 * bucket still reads nothing, and an object copied to another key does not open. Objects live under
 * the key as given: the bucket is ours, a prefix would only hide them from an operator.
 */
export function createS3Storage(config: S3Config, cipher: DataCipher): S3Storage {
  const client = createClient(config);
  const { bucket } = config;
  const context = (key: string) => `storage:${key}`;

  return {
    async put(key, bytes) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: cipher.seal(bytes, context(key)),
          ContentType: 'application/octet-stream',
        }),
      );
    },
    async get(key) {
      assertStorageKey(key);
      let sealed: Uint8Array;
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (response.Body === undefined) throw new Error(`S3 returned no body for ${key}`);
        sealed = await response.Body.transformToByteArray();
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
      return cipher.open(sealed, context(key));
    },
    async delete(key) {
      assertStorageKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        // S3 answers 204 for a missing key; some compatible stores answer NoSuchKey instead.
        if (!isMissingObject(error)) throw error;
      }
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw new Error(
          `S3 bucket "${bucket}" at ${displayEndpoint(config.endpoint)} is not usable: ${describeFailure(error)}`,
          { cause: error },
        );
      }
    },
    close() {
      client.destroy();
    },
  };
}

function createClient(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // null: the SDK's default chain (environment, instance role) finds them.
    ...(config.credentials === null ? {} : { credentials: config.credentials }),
    maxAttempts: 3,
    requestHandler: {
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      // Without it a breached requestTimeout only logs a warning and the request goes on waiting.
      throwOnRequestTimeout: true,
      socketTimeout: SOCKET_IDLE_TIMEOUT_MS,
    },
    // Every object is AES-GCM sealed, which already detects any change to its bytes; the SDK's
    // default extra checksums are refused by several S3-compatible stores, so only send them where
    // an operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** NoSuchKey, or a bare 404 (no body to name it); a missing bucket is a fault, never "no object". */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchKey') return true;
  return error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}

/** The error's name and status, never its message: the line goes to logs and terminals. */
function describeFailure(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    return status === undefined ? error.name : `${error.name} (HTTP ${status})`;
  }
  if (error instanceof Error) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
    return code ?? error.name;
  }
  return 'unknown error';
}

/** An endpoint written as https://user:pass@host must not print its password. */
function displayEndpoint(endpoint: string): string {
  try {
    const url = new URL(endpoint);
    url.username = '';
    url.password = '';
    return url.origin + (url.pathname === '/' ? '' : url.pathname);
  } catch {
    return '(unparsable endpoint)';
  }
}
