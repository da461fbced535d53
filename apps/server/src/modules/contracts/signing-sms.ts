import { contractsSmsText, type Language } from '@onboarding/domain';
import type { Translate } from '@onboarding/messages';
import type { Database } from '../../infra/db/database';
import { findCurrentSet, findSetDocuments, type SigningCodeRow } from './repository';

/**
 * The text of a code's SMS in the applicant's language (decision 252): the certificate's names
 * its purpose; the contracts' names the figures or the number of documents and the fingerprint's
 * first groups the page shows. Null when the set the code was made for is no longer the current
 * one (the code could sign nothing).
 */
export async function signingSmsText(
  db: Database,
  row: Pick<SigningCodeRow, 'prospectId' | 'purpose' | 'setId' | 'manifestSha256' | 'language'>,
  code: string,
  texts: (language: Language) => Translate,
): Promise<string | null> {
  const t = texts(row.language);
  if (row.purpose === 'CERTIFICATE') return t('signing.sms.CERTIFICATE', { code });
  const set = await findCurrentSet(db, row.prospectId);
  if (set === null || set.id !== row.setId || set.manifestSha256 !== row.manifestSha256) {
    return null;
  }
  const documents = await findSetDocuments(db, set.id);
  return contractsSmsText(
    { amounts: set.amounts, documentCount: documents.length, manifestSha256: set.manifestSha256 },
    row.language,
    code,
    (key, values) => t(key, values),
  );
}
