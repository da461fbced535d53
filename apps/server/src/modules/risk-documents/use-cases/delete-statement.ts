import { type TStatementDeleted, isUuid } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import type { UploadsService } from '../../uploads/service';
import { notFound } from '../errors';
import { deleteRiskDocument, findRiskDocument } from '../repository';
import { resolveProspectAtStep, type StatementsCaller } from '../statement-prospect';

export interface DeleteStatementDeps {
  readonly db: Database;
  readonly uploads: Pick<UploadsService, 'remove'>;
  readonly prospects: Pick<ProspectsService, 'requireOwn' | 'processesOf'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
}

/** `POST documents/deleteriskdocument`: an UPLOADED statement of the caller's loan. */
export function createDeleteStatement(deps: DeleteStatementDeps) {
  const { db, uploads } = deps;
  return async function remove(
    caller: StatementsCaller,
    request: { prospectId?: string; documentId: string },
    context: RequestContext,
  ): Promise<TStatementDeleted> {
    const prospectId = await resolveProspectAtStep(deps, caller, request.prospectId);
    if (!isUuid(request.documentId)) throw notFound();
    const row = await findRiskDocument(db, prospectId, request.documentId);
    if (row === null) throw notFound();
    if (row.status === 'CONFIRMED') {
      throw new AppError(409, 'STATEMENTS_FINALIZED', {
        message: 'A finalized statement cannot be deleted.',
      });
    }
    await db.transaction(async (tx) => {
      await deleteRiskDocument(tx, row.id);
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: caller.userId,
        action: 'risk_document.deleted',
        subjectType: 'prospect',
        subjectId: prospectId,
        details: { documentId: row.id, sha256: row.sha256 },
      });
    });
    await uploads.remove(row.storageKey);
    return { id: row.id, deleted: true };
  };
}
