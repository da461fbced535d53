import { isFinalLongWaitPhase, type TLongProcess } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import { notFound } from '../errors';
import { toLongProcess } from '../long-process-views';
import { findLongProcess, movePhase } from '../repository';
import { isRunId } from '../run-ids';
import { ACTIVE_PHASES } from '../run-phases';
import type { PublishRun } from './publish-run';

export interface CancelRunDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly publishRun: PublishRun;
}

/**
 * A supervisor cancels a run (decision 147): CANCELLED with the reason in the audit
 * trail; its job stops before its next phase. 404 for an unknown run, 409
 * LONG_PROCESS_FINAL when it is already over.
 */
export function createCancelRun({ db, clock, publishRun }: CancelRunDeps) {
  return async function cancel(
    staff: { readonly staffId: string },
    runId: string,
    reason: string,
    context: RequestContext,
  ): Promise<TLongProcess> {
    const row = await db.transaction(async (tx) => {
      const current = isRunId(runId) ? await findLongProcess(tx, runId) : null;
      if (current === null) throw notFound();
      if (isFinalLongWaitPhase(current.phase)) {
        throw new AppError(409, 'LONG_PROCESS_FINAL', {
          message: `The long process is already ${current.phase}.`,
        });
      }
      const cancelled = await movePhase(tx, runId, {
        from: ACTIVE_PHASES,
        to: 'CANCELLED',
        errorCode: 'CANCELLED_BY_BANK',
        at: clock(),
      });
      if (cancelled === null) {
        throw new AppError(409, 'LONG_PROCESS_FINAL', { message: 'The long process is over.' });
      }
      await recordAudit(tx, context, {
        actorType: 'operator',
        actorId: staff.staffId,
        action: 'longprocess.cancelled',
        subjectType: 'prospect',
        subjectId: cancelled.prospectId,
        details: {
          longProcessId: cancelled.id,
          kind: cancelled.kind,
          run: cancelled.run,
          phaseBefore: current.phase,
          reason,
        },
      });
      return cancelled;
    });
    await publishRun(row);
    return toLongProcess(row);
  };
}
