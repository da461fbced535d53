import { ZInteractionAnswer, type TInteractionAnswer } from '@onboarding/domain';
import type { IdentificationAnswerRow } from './tables';

/** A stored answer as the domain shapes it (its kind and time are columns, the rest the payload). */
export function answerOf(row: IdentificationAnswerRow): TInteractionAnswer {
  return ZInteractionAnswer.parse({ ...row.payload, kind: row.kind, at: row.at.toISOString() });
}

export function answersOf(rows: readonly IdentificationAnswerRow[]): TInteractionAnswer[] {
  return rows.map(answerOf);
}
