import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { DataCipher } from '../crypto/data-cipher';
import { randomId } from '../crypto/random';
import { assertStorageKey, type StoragePort } from './storage-port';

/**
 * The default storage: files under `<dataDir>/documents`, each sealed with AES-256-GCM bound to its
 * key (a file copied to another key does not open), written to a temporary name and renamed so a
 * crash never leaves half a file under a real key.
 */
export function createFilesystemStorage(rootDir: string, cipher: DataCipher): StoragePort {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(rootDir, `${key}.sealed`);
  };
  const context = (key: string) => `storage:${key}`;

  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const temporary = `${path}.${randomId(6)}.tmp`;
      try {
        await writeFile(temporary, cipher.seal(bytes, context(key)), { mode: 0o600, flag: 'wx' });
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      let sealed: Buffer;
      try {
        sealed = await readFile(pathOf(key));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      return cipher.open(sealed, context(key));
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
