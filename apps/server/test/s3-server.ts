import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// s3rver ships no types: the part of its API the tests use.
interface S3rverOptions {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: readonly { name: string }[];
}
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  readonly httpServer: Server;
}
type S3rverConstructor = new (options: S3rverOptions) => S3rverInstance;

const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;

/** The access key s3rver accepts. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** A local S3-compatible server (s3rver) on a loopback port with one bucket, in a temp folder. */
export async function startS3Server(bucket: string) {
  const directory = await mkdtemp(join(tmpdir(), 'onboarding-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    httpServer: server.httpServer,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
