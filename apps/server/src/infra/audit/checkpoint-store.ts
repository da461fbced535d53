import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomId } from '../crypto/random';

/**
 * Where the audit checkpoints live (decision 278): the bank's archive (ARCHIVE_URL) or
 * DATA_DIR/archive, the same place the signed contracts go, never the database they protect.
 * Write-once: a checkpoint's name is taken once and never written again.
 */
export interface AuditCheckpointStore {
  /** Writes checkpoint `sequence`; false, writing nothing, when that name is already taken. */
  putOnce(sequence: number, bytes: Uint8Array): Promise<boolean>;
  /** The checkpoint's bytes; null when there is none under that number. */
  get(sequence: number): Promise<Buffer | null>;
  /** Where the checkpoints are, for the command's and the log's lines. */
  readonly location: string;
}

export const CHECKPOINT_PREFIX = 'audit-checkpoints';

/**
 * `audit-checkpoints/0000000042.json`: named by number only, so a reader finds checkpoint n + 1
 * from n without listing the archive (the bank's archive is PUT and GET, with no listing).
 */
export function checkpointName(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new Error(`invalid checkpoint number ${sequence}`);
  }
  return `${CHECKPOINT_PREFIX}/${String(sequence).padStart(10, '0')}.json`;
}

const isCode = (error: unknown, code: string) =>
  error instanceof Error && (error as NodeJS.ErrnoException).code === code;

/**
 * Files under `root` (DATA_DIR/archive). Written to a temporary file and hard-linked to the name:
 * link(2) fails when the name exists, so two writers can never replace each other's checkpoint.
 * Read-only (0400): the server does not rewrite a checkpoint by mistake either.
 */
export function createFilesystemCheckpointStore(root: string): AuditCheckpointStore {
  const pathOf = (sequence: number) => join(root, ...checkpointName(sequence).split('/'));
  return {
    location: join(root, CHECKPOINT_PREFIX),
    async putOnce(sequence, bytes) {
      const path = pathOf(sequence);
      await mkdir(join(root, CHECKPOINT_PREFIX), { recursive: true, mode: 0o700 });
      const temporary = `${path}.${randomId(6)}.tmp`;
      try {
        await writeFile(temporary, bytes, { mode: 0o400, flag: 'wx' });
        await link(temporary, path);
        return true;
      } catch (error) {
        if (isCode(error, 'EEXIST')) return false;
        throw error;
      } finally {
        await rm(temporary, { force: true });
      }
    },
    async get(sequence) {
      try {
        return await readFile(pathOf(sequence));
      } catch (error) {
        if (isCode(error, 'ENOENT')) return null;
        throw error;
      }
    },
  };
}

export interface HttpCheckpointStoreOptions {
  /** ARCHIVE_URL, without a trailing slash. */
  readonly url: string;
  /** ARCHIVE_TOKEN: sent as `Authorization: Bearer {token}` when set. */
  readonly token: string | null;
  readonly fetchImpl?: typeof fetch;
  readonly timeoutMs?: number;
}

/**
 * The bank's archive over HTTP: `PUT {url}/audit-checkpoints/{n}.json` with `If-None-Match: *`
 * (RFC 9110 §13.1.2: create only; S3 honours it too), so a taken name answers 412 and is never
 * replaced; `GET` reads one back (404: none). Any other answer fails the job or the command.
 */
export function createHttpCheckpointStore(
  options: HttpCheckpointStoreOptions,
): AuditCheckpointStore {
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const urlOf = (sequence: number) => `${options.url}/${checkpointName(sequence)}`;
  const authorization: Record<string, string> =
    options.token === null ? {} : { authorization: `Bearer ${options.token}` };
  return {
    location: `${options.url}/${CHECKPOINT_PREFIX}`,
    async putOnce(sequence, bytes) {
      const location = urlOf(sequence);
      const response = await fetchImpl(location, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'if-none-match': '*', ...authorization },
        body: bytes,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 412) return false;
      if (!response.ok) throw new Error(`the archive answered ${response.status} for ${location}`);
      return true;
    },
    async get(sequence) {
      const location = urlOf(sequence);
      const response = await fetchImpl(location, {
        headers: authorization,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`the archive answered ${response.status} for ${location}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}

/** ARCHIVE_URL set: the bank's archive; unset: files under DATA_DIR/archive. */
export function checkpointStoreFor(settings: {
  readonly dataDir: string;
  readonly url: string | null;
  readonly token: string | null;
}): AuditCheckpointStore {
  return settings.url === null
    ? createFilesystemCheckpointStore(join(settings.dataDir, 'archive'))
    : createHttpCheckpointStore({ url: settings.url, token: settings.token });
}

/**
 * The number of the newest checkpoint, 0 when there is none: doubling then halving over `get`
 * (about 2·log₂ n reads). A gap (a deleted checkpoint) can hide those after it; the verifier
 * reports it.
 */
export async function newestCheckpointNumber(store: AuditCheckpointStore): Promise<number> {
  const exists = async (sequence: number) => (await store.get(sequence)) !== null;
  if (!(await exists(1))) return 0;
  let found = 1;
  let missing = 2;
  while (await exists(missing)) {
    found = missing;
    missing *= 2;
  }
  while (missing - found > 1) {
    const middle = Math.floor((found + missing) / 2);
    if (await exists(middle)) found = middle;
    else missing = middle;
  }
  return found;
}
