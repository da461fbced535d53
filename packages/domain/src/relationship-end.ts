import { z } from 'zod';

/**
 * An end of a customer relationship whose AML evidence would become deletable within this many
 * days needs a second supervisor (decision 268): the retention sweep deletes it the day the period
 * ends.
 */
export const SECOND_SUPERVISOR_WINDOW_DAYS = 30;

/** Why an end date is refused, at the field `endedOn`. */
export const RELATIONSHIP_END_REFUSALS = ['BEFORE_ACCOUNT_OPENED', 'IN_FUTURE'] as const;
export type RelationshipEndRefusal = (typeof RELATIONSHIP_END_REFUSALS)[number];

export interface RelationshipEndFacts {
  /** The reported end, YYYY-MM-DD. */
  readonly endedOn: string;
  /** The day the relationship began (the account was opened), YYYY-MM-DD. */
  readonly openedOn: string;
  /** Today in UTC, YYYY-MM-DD (the retention sweep counts in UTC). */
  readonly today: string;
  /** RETENTION_AML_YEARS: how long after the end the AML evidence is kept. */
  readonly amlYears: number;
}

export type RelationshipEndCheck =
  | { readonly ok: false; readonly refusal: RelationshipEndRefusal }
  | {
      readonly ok: true;
      /** The first day the retention sweep may delete the AML evidence, YYYY-MM-DD. */
      readonly evidenceDeletableOn: string;
      readonly needsSecondSupervisor: boolean;
    };

function addUtc(isoDate: string, years: number, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The guard on a reported end of a customer relationship (decision 268): not before the account
 * was opened, not in the future; and a second supervisor when the AML evidence, kept `amlYears`
 * after the end (Directive (EU) 2015/849 Art. 40), would become deletable within
 * SECOND_SUPERVISOR_WINDOW_DAYS. ISO dates compare as text.
 */
export function checkRelationshipEnd(facts: RelationshipEndFacts): RelationshipEndCheck {
  if (facts.endedOn > facts.today) return { ok: false, refusal: 'IN_FUTURE' };
  if (facts.endedOn < facts.openedOn) return { ok: false, refusal: 'BEFORE_ACCOUNT_OPENED' };
  const evidenceDeletableOn = addUtc(facts.endedOn, facts.amlYears, 0);
  const windowEnds = addUtc(facts.today, 0, SECOND_SUPERVISOR_WINDOW_DAYS);
  return {
    ok: true,
    evidenceDeletableOn,
    needsSecondSupervisor: evidenceDeletableOn <= windowEnds,
  };
}

/** `PUT …/staff/customers/{id}/relationship`: the reported end of the relationship. */
export const ZRelationshipEndBody = z.object({ endedOn: z.iso.date() }).strict();
export type TRelationshipEndBody = z.infer<typeof ZRelationshipEndBody>;

/**
 * Its answer: RECORDED (the AML period runs from `endedOn`), or PENDING_SECOND_SUPERVISOR (the
 * first of two supervisors asked; the same call by a different supervisor confirms it).
 */
export const ZRelationshipEnd = z.object({
  prospectId: z.string(),
  endedOn: z.iso.date(),
  status: z.enum(['RECORDED', 'PENDING_SECOND_SUPERVISOR']),
  evidenceDeletableOn: z.iso.date(),
});
export type TRelationshipEnd = z.infer<typeof ZRelationshipEnd>;
