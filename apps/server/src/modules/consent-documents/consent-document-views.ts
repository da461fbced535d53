import {
  CONSENT_DOCUMENT_KINDS,
  LANGUAGES,
  type Language,
  type ProspectState,
  type TConsentDocument,
} from '@onboarding/domain';
import type { Transaction } from '../../infra/db/database';
import type { SessionUser } from '../../infra/session/session-store';
import type { ConsentsService } from '../consents/service';
import { findDocuments, type ConsentDocumentRow } from './repository';

/** The documents exist from the consents on; later states still list and download them. */
export const DOCUMENT_STATES: readonly ProspectState[] = [
  'PROSPECT_CONSENTS_UPLOADED',
  'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
  'PROSPECT_VERIFIED',
];

export function toDocument(row: ConsentDocumentRow): TConsentDocument {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    mediaType: 'application/pdf',
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    language: row.language,
  };
}

export function inKindOrder(rows: readonly ConsentDocumentRow[]): ConsentDocumentRow[] {
  const order = (row: ConsentDocumentRow) => CONSENT_DOCUMENT_KINDS.indexOf(row.kind);
  return [...rows].sort((a, b) => order(a) - order(b));
}

/**
 * The current set: the documents made since the consents were last answered. After a REDO of
 * the video identification (decision 132) the consents are answered again and the earlier,
 * accepted set stays downloadable but is no longer current.
 */
export async function currentDocuments(
  consents: Pick<ConsentsService, 'answers'>,
  tx: Transaction,
  prospectId: string,
): Promise<ConsentDocumentRow[]> {
  const answered = await consents.answers(tx, prospectId);
  if (answered === null) return [];
  const since = answered.answeredAt.getTime();
  return (await findDocuments(tx, prospectId)).filter((row) => row.createdAt.getTime() >= since);
}

/** The language the applicant reads the page in, else the session's. */
export const languageOf = (user: SessionUser, requested: string | undefined): Language =>
  LANGUAGES.find((language) => language === requested) ??
  LANGUAGES.find((language) => language === user.language) ??
  'sl';
