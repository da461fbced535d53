import { weekBefore } from '@onboarding/domain';
import { recordAudit, SYSTEM_CONTEXT } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import { qualityAudit } from '../audit';
import { findFinishedBetween, markSampled } from '../repository';
import type { QualityFinishedRow } from '../tables';

export interface CoverWeekDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The bank's time zone: a week is Monday to Sunday on its calendar. */
  readonly timeZone: string;
  readonly randomBelow: (bound: number) => number;
}

/** The week's finished identifications of each operator none of whose were drawn. */
function uncovered(rows: readonly QualityFinishedRow[]): QualityFinishedRow[][] {
  const byOperator = new Map<string, QualityFinishedRow[]>();
  for (const row of rows) {
    byOperator.set(row.operatorId, [...(byOperator.get(row.operatorId) ?? []), row]);
  }
  return [...byOperator.values()].filter((own) => own.every((row) => row.sampledAt === null));
}

/**
 * The weekly cover's job (decision 269; EBA/GL/2022/15 asks that every operator's work be
 * checked): for the last whole week, each operator who finished identifications and had none
 * drawn gets one of them, chosen at random, into the review queue. Running twice adds nothing.
 * Answers how many were added.
 */
export function createCoverWeek(deps: CoverWeekDeps) {
  const { db, clock, timeZone, randomBelow } = deps;
  return async function coverWeek(): Promise<number> {
    const now = clock();
    const week = weekBefore(now, timeZone);
    return db.transaction(async (tx) => {
      let added = 0;
      for (const own of uncovered(await findFinishedBetween(tx, week.from, week.to))) {
        const chosen = own[randomBelow(own.length)];
        if (chosen === undefined) continue;
        const sampled = await markSampled(tx, chosen.identificationId, 'WEEKLY', now);
        if (sampled === null) continue;
        added += 1;
        await recordAudit(
          tx,
          SYSTEM_CONTEXT,
          qualityAudit(sampled, { actorType: 'system', actorId: null }, 'quality.sampled', {
            reason: 'WEEKLY',
            weekFrom: week.from.toISOString(),
            weekTo: week.to.toISOString(),
          }),
        );
      }
      return added;
    });
  };
}
