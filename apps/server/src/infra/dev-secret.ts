import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MIN_LENGTH = 32;

/** Where the development secret is kept, so tokens signed before a restart still verify after it. */
export function devSecretPath(dataDir: string): string {
  return join(dataDir, 'dev-secret');
}

/**
 * Development and test only (production must set APP_SECRET): reuses the secret kept in
 * DATA_DIR/dev-secret, or generates 256 random bits and keeps them there, readable by the owner only.
 */
export function readOrCreateDevSecret(dataDir: string): string {
  const file = devSecretPath(dataDir);
  const existing = readIfPresent(file);
  if (existing !== undefined && existing.length >= MIN_LENGTH) return existing;

  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if (isNodeError(error) && error.code === 'ENOENT') return undefined;
    throw error;
  }
}

function isNodeError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}
