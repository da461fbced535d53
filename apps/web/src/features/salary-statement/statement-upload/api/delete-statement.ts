import { ZStatementDeleted, type TStatementDeleted } from '@onboarding/domain';
import { cibApi } from '../../../../lib/api/api';

/** `POST /services/cib/documents/deleteriskdocument`: a statement not yet finalized. */
export function deleteStatement(
  prospectId: string,
  documentId: string,
): Promise<TStatementDeleted> {
  return cibApi.post('/documents/deleteriskdocument', {
    body: { prospectId, documentId },
    schema: ZStatementDeleted,
    routeErrors: false,
  });
}
