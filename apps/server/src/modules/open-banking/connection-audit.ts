import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import { failureError } from './errors';
import type { ProviderFailure } from './provider';
import { updateConnection, type BankConnectionRow } from './repository';
import type { Applicant } from './statement-step';
import type { BankConnectionState } from './tables';

/** A step of the connection in the audit trail: who, which connection, which bank. */
export async function auditConnection(
  db: Database,
  user: Applicant,
  context: RequestContext,
  connection: BankConnectionRow,
  action: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await recordAudit(db, context, {
    actorType: 'applicant',
    actorId: user.userId,
    action,
    subjectType: 'prospect',
    subjectId: connection.prospectId,
    details: {
      connectionId: connection.id,
      provider: connection.provider,
      providerCode: connection.providerCode,
      ...details,
    },
  });
}

/** Marks the connection failed with its reason, audits it, and answers the refusal. */
export async function failConnection(
  deps: { readonly db: Database; readonly clock: Clock },
  user: Applicant,
  context: RequestContext,
  connection: BankConnectionRow,
  from: readonly BankConnectionState[],
  failure: ProviderFailure | 'BANK_TIMEOUT' | 'TOO_MANY_WRONG_CODES',
): Promise<never> {
  await updateConnection(deps.db, connection.id, from, { state: 'FAILED', failure }, deps.clock());
  await auditConnection(deps.db, user, context, connection, 'open_banking.connection_failed', {
    failure,
  });
  throw failureError(failure === 'TOO_MANY_WRONG_CODES' ? 'CONNECTION_FAILED' : failure);
}
