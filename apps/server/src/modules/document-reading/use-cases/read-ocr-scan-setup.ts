import { ID_DOCUMENT_TYPES, UPLOAD_RULES, type TOcrScanSetup } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ProspectsService } from '../../prospects/service';

export interface ReadOcrScanSetupDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'prospectOf' | 'requireOwn'>;
}

/**
 * Old API `POST externalservices/setupocrscan` (decision 183): what the document scan accepts (ID
 * and passport, the media types and size limit of spec 2 §5) and where its reading is fetched,
 * for the prospect named or the account's only one.
 */
export function createReadOcrScanSetup({ db, prospects }: ReadOcrScanSetupDeps) {
  return async function readOcrScanSetup(
    user: SessionUser,
    prospectId: string | undefined,
  ): Promise<TOcrScanSetup> {
    const meant = await prospects.prospectOf(user, prospectId);
    await prospects.requireOwn(db, user, meant);
    return {
      prospectId: meant,
      idTypes: [...ID_DOCUMENT_TYPES],
      mediaTypes: [...UPLOAD_RULES.ID_DOCUMENT.mediaTypes],
      maxBytes: UPLOAD_RULES.ID_DOCUMENT.maxBytes,
      readingPath: `/services/slo/onboarding/prospects/${meant}/documentreading`,
    };
  };
}
