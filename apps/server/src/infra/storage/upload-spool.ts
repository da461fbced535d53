import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { randomId } from '../crypto/random';

/**
 * Where an upload's bytes wait between arriving and being checked, so that ten 5 MB uploads at
 * once do not hold 50 MB of request bodies in memory (decision 074's figures). Each spool file is
 * encrypted with a key that exists only in this process's memory (AES-256-CTR): a crash leaves
 * unreadable bytes, never a readable identity document, on disk.
 */
export interface SpoolFile {
  /** Appends bytes; resolves when the file can take more (back-pressure). */
  write(bytes: Buffer): Promise<void>;
  /** Closes the file; afterwards `read` gives the whole content. */
  finish(): Promise<void>;
  read(): Promise<Buffer>;
  readonly size: number;
  discard(): Promise<void>;
}

export function createUploadSpool(directory: string) {
  let ready: Promise<void> | undefined;
  const ensureDirectory = () => {
    // Left-overs of a crashed process cannot be decrypted any more: start empty.
    ready ??= rm(directory, { recursive: true, force: true }).then(() =>
      mkdir(directory, { recursive: true, mode: 0o700 }).then(() => undefined),
    );
    return ready;
  };

  return {
    async create(): Promise<SpoolFile> {
      await ensureDirectory();
      const path = join(directory, `${randomId(12)}.part`);
      const key = randomBytes(32);
      const iv = randomBytes(16);
      const cipher = createCipheriv('aes-256-ctr', key, iv);
      const out: WriteStream = createWriteStream(path, { mode: 0o600, flags: 'wx' });
      const failed = new Promise<never>((_resolve, reject) => out.once('error', reject));
      failed.catch(() => undefined);
      let size = 0;
      return {
        get size() {
          return size;
        },
        async write(bytes) {
          size += bytes.length;
          if (!out.write(cipher.update(bytes))) await Promise.race([once(out, 'drain'), failed]);
        },
        async finish() {
          out.end(cipher.final());
          await Promise.race([once(out, 'finish'), failed]);
        },
        async read() {
          const decipher = createDecipheriv('aes-256-ctr', key, iv);
          const sealed = await readFile(path);
          return Buffer.concat([decipher.update(sealed), decipher.final()]);
        },
        async discard() {
          out.destroy();
          await rm(path, { force: true });
        },
      };
    },
  };
}

export type UploadSpool = ReturnType<typeof createUploadSpool>;
