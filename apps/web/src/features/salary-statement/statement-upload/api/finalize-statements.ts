import { ZStatementsFinalized, type TStatementsFinalized } from '@onboarding/domain';
import { cibApi } from '../../../../lib/api/api';

/**
 * `POST /services/cib/documents/finalizeriskdocumentsupload`: the files must cover the last three
 * months; 409 MONTHS_MISSING names the others in its field errors, shown by the screen.
 */
export function finalizeStatements(prospectId: string): Promise<TStatementsFinalized> {
  return cibApi.post('/documents/finalizeriskdocumentsupload', {
    body: { prospectId },
    schema: ZStatementsFinalized,
    routeErrors: false,
  });
}
