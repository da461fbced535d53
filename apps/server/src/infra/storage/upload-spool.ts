import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
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

/** A spool entry untouched this long belongs to a process that is gone: no upload takes an hour. */
const STALE_MS = 60 * 60 * 1000;

/**
 * Left-overs of a crashed process cannot be decrypted any more, so they are removed; but the
 * directory may be shared by instances on one volume, or by a second process on one DATA_DIR, whose
 * uploads are in flight. So each process spools into a folder of its own and removes only what has
 * been still for an hour.
 */
async function sweepStale(directory: string, own: string): Promise<void> {
  const now = Date.now();
  for (const entry of await readdir(directory)) {
    const path = join(directory, entry);
    if (path === own) continue;
    const changed = await stat(path).then(
      (info) => info.mtimeMs,
      () => now,
    );
    if (now - changed > STALE_MS) await rm(path, { recursive: true, force: true });
  }
}

export function createUploadSpool(directory: string) {
  const own = join(directory, `${process.pid}-${randomId(8)}`);
  let ready: Promise<void> | undefined;
  const ensureDirectory = () => {
    ready ??= mkdir(own, { recursive: true, mode: 0o700 }).then(() => sweepStale(directory, own));
    return ready;
  };

  return {
    async create(): Promise<SpoolFile> {
      await ensureDirectory();
      const path = join(own, `${randomId(12)}.part`);
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
