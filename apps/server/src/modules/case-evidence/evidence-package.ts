import { createHash } from 'node:crypto';
import { zipSync, type Zippable } from 'fflate';

/** One file of the ZIP as manifest.json lists it. */
export interface ManifestEntry {
  readonly path: string;
  readonly size: number;
  readonly sha256: string;
  /** The hash the module recorded when it stored the file; absent where it keeps none. */
  readonly recordedSha256?: string;
}

export interface Manifest {
  readonly format: 'case-evidence/1';
  readonly caseId: string;
  /** The bank that holds the evidence, from its configured identity (decision 229). */
  readonly bank: {
    readonly name: string;
    readonly registrationNumber: string;
    readonly vatNumber: string;
    readonly country: string;
  };
  readonly exportedAt: string;
  readonly exportedBy: {
    readonly staffId: string;
    readonly email: string;
    readonly fullName: string;
  };
  readonly files: readonly ManifestEntry[];
}

export const sha256Hex = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

export const jsonBytes = (value: unknown): Buffer =>
  Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/** The files of an export as they are gathered, in the order they go into the ZIP. */
export class EvidencePackage {
  private readonly files = new Map<string, { bytes: Uint8Array; recordedSha256?: string }>();

  add(path: string, bytes: Uint8Array, recordedSha256?: string | null): void {
    if (this.files.has(path)) throw new Error(`evidence path ${path} given twice`);
    this.files.set(path, recordedSha256 == null ? { bytes } : { bytes, recordedSha256 });
  }

  entries(): ManifestEntry[] {
    return [...this.files].map(([path, { bytes, recordedSha256 }]) => ({
      path,
      size: bytes.byteLength,
      sha256: sha256Hex(bytes),
      ...(recordedSha256 === undefined ? {} : { recordedSha256 }),
    }));
  }

  /**
   * The ZIP with the manifest and its detached signature at the end. Stored files that are
   * compressed already (JPEG, PDF) are stored as they are; the time of every entry is the export's.
   */
  zip(manifest: Uint8Array, signature: Uint8Array, at: Date): Uint8Array {
    const zippable: Zippable = {};
    for (const [path, { bytes }] of this.files) {
      const compressed = /\.(jpg|png|heic|pdf)$/.test(path);
      zippable[path] = [bytes, { level: compressed ? 0 : 6, mtime: at }];
    }
    zippable['manifest.json'] = [manifest, { level: 6, mtime: at }];
    zippable['manifest.json.p7s'] = [signature, { level: 0, mtime: at }];
    return zipSync(zippable);
  }
}
