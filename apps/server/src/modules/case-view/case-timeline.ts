import { timelineKindOf, type TTimelineActor, type TTimelineEvent } from '@onboarding/domain';
import type { CaseAuditRow } from './repository';

const textOr = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * A guarded change records `from` as the states it allowed (settleGuardedChange): one state is the
 * state it left; of several, which one is not recorded, so none is said.
 */
const stateOf = (value: unknown): string | null =>
  Array.isArray(value) ? (value.length === 1 ? textOr(value[0]) : null) : textOr(value);

/** Who did it, in words the console can use: a member of staff by name (decision 265). */
function actorOf(row: CaseAuditRow, staffNames: ReadonlyMap<string, string>): TTimelineActor {
  switch (row.actorType) {
    case 'operator':
      return {
        kind: 'STAFF',
        name: (row.actorId === null ? undefined : staffNames.get(row.actorId)) ?? '',
      };
    case 'applicant':
      return { kind: 'APPLICANT' };
    case 'system':
      return { kind: 'SYSTEM' };
    case 'anonymous':
      return { kind: 'ANONYMOUS' };
  }
}

/**
 * The case's audit records as its timeline: each with its kind, who and when, and the states a
 * change went between. Erased records (GDPR Art. 17) keep their action, actor and time.
 */
export function timelineOf(
  rows: readonly CaseAuditRow[],
  staffNames: ReadonlyMap<string, string>,
): TTimelineEvent[] {
  return rows.map((row) => ({
    id: row.id,
    at: row.occurredAt.toISOString(),
    action: row.action,
    kind: timelineKindOf(row.action, row.details),
    actor: actorOf(row, staffNames),
    from: stateOf(row.details['from']),
    to: stateOf(row.details['to']),
    outcome: textOr(row.details['outcome']),
  }));
}
