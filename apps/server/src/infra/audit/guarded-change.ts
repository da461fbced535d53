import { AppError } from '../../errors/app-error';
import type { Transaction } from '../db/database';
import { recordAudit, type RequestContext } from './audit-log';
import type { AuditActorType } from './tables';

/**
 * A change of a prospect's row or its product's (state, process, product type): `from` what it
 * must still be, `to` what it becomes, by whom.
 */
export interface ProspectChange<TFrom, TTo = TFrom> {
  readonly prospectId: string;
  readonly from: TFrom;
  readonly to: TTo;
  readonly actorId: string;
}

export interface GuardedChange extends ProspectChange<unknown> {
  /** The applicant when not said. */
  readonly actorType?: AuditActorType;
  readonly details?: Readonly<Record<string, unknown>>;
}

/** What the guarded UPDATE did, and what that is called. */
export interface GuardedOutcome {
  /** Whether the UPDATE changed the row: its WHERE held the guard, so two racing calls cannot both pass. */
  readonly changed: boolean;
  /** The audit action, e.g. prospect.state_changed. */
  readonly action: string;
  /** The 409's code and message when it did not change: the row was not where the change expected. */
  readonly conflict: readonly [code: string, message: string];
}

/**
 * The end of a guarded change in the caller's transaction: 409 when the guard refused it, else
 * its audit record about the prospect, with `from` and `to`.
 */
export async function settleGuardedChange(
  tx: Transaction,
  context: RequestContext,
  change: GuardedChange,
  outcome: GuardedOutcome,
): Promise<void> {
  if (!outcome.changed) {
    const [code, message] = outcome.conflict;
    throw new AppError(409, code, { message });
  }
  await recordAudit(tx, context, {
    actorType: change.actorType ?? 'applicant',
    actorId: change.actorId,
    action: outcome.action,
    subjectType: 'prospect',
    subjectId: change.prospectId,
    details: { from: change.from, to: change.to, ...change.details },
  });
}
