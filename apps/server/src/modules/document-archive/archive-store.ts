import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isUuid } from '@onboarding/domain';
import { randomId } from '../../infra/crypto/random';

/** One signed PDF handed to the archive. */
export interface ArchiveItem {
  readonly prospectId: string;
  readonly documentSetId: string;
  readonly fileName: string;
  readonly bytes: Uint8Array;
  /** Hex SHA-256 of `bytes`, checked against the contracts module's record before the copy. */
  readonly sha256: string;
}

/** What the archive records of a set once every PDF is in: the set's manifest. */
export interface ArchiveManifest {
  readonly prospectId: string;
  readonly documentSetId: string;
  readonly language: string;
  /** The contracts module's manifest hash: what the applicant's signing code was bound to. */
  readonly manifestSha256: string;
  readonly archivedAt: string;
  readonly documents: readonly {
    readonly kind: string;
    readonly fileName: string;
    readonly sizeBytes: number;
    readonly sha256: string;
    readonly signedAt: string;
    readonly location: string;
  }[];
}

/**
 * The bank's document archive (uploadsigneddocuments): a copy of each signed contract that the
 * archive keeps under its own rules. Writing the same item again replaces it with the same bytes.
 */
export interface ArchiveStore {
  put(item: ArchiveItem): Promise<{ readonly location: string }>;
  putManifest(manifest: ArchiveManifest): Promise<{ readonly location: string }>;
}

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;

/** Ids and names of our own making only: nothing a caller typed reaches a path or a URL. */
function checkedPath(prospectId: string, documentSetId: string, fileName: string): string[] {
  if (!isUuid(prospectId) || !isUuid(documentSetId) || !FILE_NAME.test(fileName)) {
    throw new Error(`invalid archive path ${prospectId}/${documentSetId}/${fileName}`);
  }
  return [prospectId, documentSetId, fileName];
}

const MANIFEST = 'manifest.json';

/**
 * The built-in archive: plain files under `root` (DATA_DIR/archive), one folder per signed set
 * with its PDFs and `manifest.json`; written to a temporary name and renamed, owner-only. Meant
 * for development and for a bank whose archive collects files from a directory; ARCHIVE_URL
 * hands them to a real archive instead.
 */
export function createFilesystemArchive(root: string): ArchiveStore {
  const write = async (parts: string[], bytes: Uint8Array) => {
    const path = join(root, ...parts);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const temporary = `${path}.${randomId(6)}.tmp`;
    try {
      await writeFile(temporary, bytes, { mode: 0o600, flag: 'wx' });
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { location: parts.join('/') };
  };
  return {
    put: (item) =>
      write(checkedPath(item.prospectId, item.documentSetId, item.fileName), item.bytes),
    putManifest: (manifest) =>
      write(
        checkedPath(manifest.prospectId, manifest.documentSetId, MANIFEST),
        Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8'),
      ),
  };
}

export interface HttpArchiveOptions {
  /** ARCHIVE_URL, without a trailing slash. */
  readonly url: string;
  /** ARCHIVE_TOKEN: sent as `Authorization: Bearer {token}` when set. */
  readonly token: string | null;
  readonly fetchImpl?: typeof fetch;
  readonly timeoutMs?: number;
}

/**
 * The bank's archive over HTTP: `PUT {url}/{prospectId}/{documentSetId}/{fileName}` with the PDF
 * (`application/pdf`, `X-Content-SHA256` its hex hash, which the archive should check), then the
 * manifest as `…/manifest.json`. Any answer but 2xx fails the job, which is tried again.
 */
export function createHttpArchive(options: HttpArchiveOptions): ArchiveStore {
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const send = async (parts: string[], body: Uint8Array, type: string, sha256?: string) => {
    const location = `${options.url}/${parts.map(encodeURIComponent).join('/')}`;
    const response = await fetchImpl(location, {
      method: 'PUT',
      headers: {
        'content-type': type,
        ...(sha256 === undefined ? {} : { 'x-content-sha256': sha256 }),
        ...(options.token === null ? {} : { authorization: `Bearer ${options.token}` }),
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`the archive answered ${response.status} for ${location}`);
    return { location };
  };
  return {
    put: (item) =>
      send(
        checkedPath(item.prospectId, item.documentSetId, item.fileName),
        item.bytes,
        'application/pdf',
        item.sha256,
      ),
    putManifest: (manifest) =>
      send(
        checkedPath(manifest.prospectId, manifest.documentSetId, MANIFEST),
        Buffer.from(JSON.stringify(manifest), 'utf8'),
        'application/json',
      ),
  };
}

/** ARCHIVE_URL set: the bank's archive; unset: files under DATA_DIR/archive. */
export function archiveStoreFor(settings: {
  readonly dataDir: string;
  readonly url: string | null;
  readonly token: string | null;
}): ArchiveStore {
  return settings.url === null
    ? createFilesystemArchive(join(settings.dataDir, 'archive'))
    : createHttpArchive({ url: settings.url, token: settings.token });
}
