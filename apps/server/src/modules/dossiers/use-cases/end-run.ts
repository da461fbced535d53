import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Transaction } from '../../../infra/db/database';
import type { LongProcessRecord } from '../long-process-views';
import { movePhase } from '../repository';
import { ACTIVE_PHASES } from '../run-phases';

export interface EndRunDeps {
  readonly clock: Clock;
}

/**
 * Ends a run that is not over yet (END), with its audit record, in the caller's transaction;
 * null when it was over. The caller publishes the row (`publishRun`) after the commit: a
 * publish inside the transaction would wait for it on PGlite's single connection.
 */
export function createEndRun({ clock }: EndRunDeps) {
  return async function endRun(
    tx: Transaction,
    runId: string,
    context: RequestContext,
  ): Promise<LongProcessRecord | null> {
    const row = await movePhase(tx, runId, { from: ACTIVE_PHASES, to: 'END', at: clock() });
    if (row === null) return null;
    await recordAudit(tx, context, {
      actorType: 'system',
      actorId: null,
      action: 'longprocess.ended',
      subjectType: 'prospect',
      subjectId: row.prospectId,
      details: { longProcessId: row.id, kind: row.kind, run: row.run },
    });
    return row;
  };
}
