import {
  CONTRACT_DOCUMENT_KINDS,
  type ContractDocumentKind,
  type TContractAmount,
} from './contracts';

/** The manifest's format and version; a change of format gets a new first line. */
export const SIGNING_MANIFEST_HEADER = 'onboarding-signing-manifest/1';

export interface ManifestDocument {
  readonly kind: ContractDocumentKind;
  readonly sha256: string;
}

export interface SigningManifestInput {
  readonly documents: readonly ManifestDocument[];
  readonly amounts: readonly TContractAmount[];
}

const HEX64 = /^[0-9a-f]{64}$/;
// Names and units are codes; a separator inside one would make two inputs print the same.
const FIELD = /^[A-Za-z0-9_.%-]{1,40}$/;

function checkField(value: string, what: string): string {
  if (!FIELD.test(value)) throw new Error(`signing manifest: bad ${what} ${JSON.stringify(value)}`);
  return value;
}

/**
 * What the signing code is bound to (dynamic linking in the manner of PSD2 RTS art. 5: the code is
 * valid only for these documents and these amounts): one line per document, in the fixed order of
 * CONTRACT_DOCUMENT_KINDS, then one line per amount in name order, LF-terminated UTF-8. The same
 * documents and amounts always give the same text, whatever order they come in; a changed byte of
 * a document (its SHA-256) or a changed figure gives another.
 */
export function signingManifestText(input: SigningManifestInput): string {
  const kinds = new Set<string>();
  const documents = [...input.documents].sort(
    (a, b) => CONTRACT_DOCUMENT_KINDS.indexOf(a.kind) - CONTRACT_DOCUMENT_KINDS.indexOf(b.kind),
  );
  const lines = [SIGNING_MANIFEST_HEADER];
  for (const document of documents) {
    if (!CONTRACT_DOCUMENT_KINDS.includes(document.kind)) {
      throw new Error(`signing manifest: unknown kind ${document.kind}`);
    }
    if (kinds.has(document.kind)) throw new Error(`signing manifest: ${document.kind} twice`);
    if (!HEX64.test(document.sha256)) throw new Error('signing manifest: sha256 is not hex');
    kinds.add(document.kind);
    lines.push(`document ${document.kind} sha256 ${document.sha256}`);
  }
  if (kinds.size === 0) throw new Error('signing manifest: no documents');
  const names = new Set<string>();
  const amounts = [...input.amounts].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  for (const amount of amounts) {
    if (names.has(amount.name)) throw new Error(`signing manifest: ${amount.name} twice`);
    names.add(amount.name);
    if (!/^-?\d{1,12}(\.\d{1,4})?$/.test(amount.value)) {
      throw new Error(`signing manifest: bad value ${amount.value}`);
    }
    lines.push(
      `amount ${checkField(amount.name, 'name')} ${amount.value} ${checkField(amount.unit, 'unit')}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The manifest's canonical bytes (UTF-8 of signingManifestText). */
export function signingManifestBytes(input: SigningManifestInput): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(signingManifestText(input));
}

/**
 * Hex SHA-256 of the manifest, with Web Crypto (in browsers and in Node alike), so the page can
 * show the same fingerprint the server binds the code to.
 */
export async function signingManifestSha256(input: SigningManifestInput): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', signingManifestBytes(input));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
