import { ZDocumentPrefill, type TDocumentPrefill } from '@onboarding/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { CaseSearchValues } from '../../infra/search-index/case-search-index';

/** The sealed values of a reading are bound to their prospect. */
export const cipherContext = (prospectId: string) => `document-reading:${prospectId}`;

/** The sealed values; null when they no longer open (another key) or no longer fit the schema. */
export function openPrefill(
  { cipher, log }: { readonly cipher: DataCipher; readonly log: FastifyBaseLogger },
  prospectId: string,
  sealed: string | null,
): TDocumentPrefill | null {
  if (sealed === null) return null;
  try {
    const plain = cipher.openText(sealed, cipherContext(prospectId));
    return ZDocumentPrefill.parse(JSON.parse(plain));
  } catch (error) {
    log.error({ err: error, prospectId }, 'stored document reading cannot be opened');
    return null;
  }
}

/** What the staff case search finds a case by in a reading (decision 263). */
export function searchValuesOfPrefill(prefill: TDocumentPrefill): CaseSearchValues {
  return {
    names: [prefill.firstName, prefill.lastName],
    documentNumbers: [prefill.documentNumber],
  };
}
