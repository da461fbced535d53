import { type StatementMediaType, isUuid } from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import type { UploadsService } from '../../uploads/service';
import { notFound } from '../errors';
import { findRiskDocument } from '../repository';

export interface OpenStaffStatementDeps {
  readonly db: Database;
  readonly uploads: Pick<UploadsService, 'read'>;
}

/** Staff: one statement's bytes, unsealed (the read audited). */
export function createOpenStaffStatement(deps: OpenStaffStatementDeps) {
  const { db, uploads } = deps;
  return async function staffFile(
    staff: StaffCaller,
    prospectId: string,
    documentId: string,
    context: RequestContext,
  ): Promise<{ bytes: Buffer; mediaType: StatementMediaType; name: string }> {
    if (!isUuid(prospectId) || !isUuid(documentId)) throw notFound();
    const row = await findRiskDocument(db, prospectId, documentId);
    const bytes = row === null ? null : await uploads.read(row.storageKey);
    if (row === null || bytes === null) throw notFound();
    await recordAudit(db, context, {
      actorType: 'operator',
      actorId: staff.staffId,
      action: 'risk_document.opened',
      subjectType: 'prospect',
      subjectId: prospectId,
      details: { documentId, sha256: row.sha256 },
    });
    // Sealed bytes come back as stored: the SHA-256 recorded at upload still matches.
    return { bytes, mediaType: row.mediaType, name: row.name };
  };
}
