import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * How long each table's rows live (decision 152): one rule a table in RETENTION_POLICY (policy.ts).
 * Every table of the schema is there: a test fails when one is missing, so a new table cannot hold
 * personal data nobody decided about.
 *
 * - `aml-evidence`: the customer due diligence record of a case that became a customer, kept until
 *   RETENTION_AML_YEARS after the end of the relationship, then deleted with the case; a case that
 *   never became a customer loses it with the case (abandonment or erasure).
 * - `case`: the working data of an onboarding case: deleted with the case, and for a customer when
 *   the case ends (no activity for RETENTION_ABANDONED_DAYS after it became a customer) or on erasure.
 * - `account`: the applicant's sign-in identity: deleted with the last case of a non-customer, made
 *   unusable on a customer's erasure, deleted when the last AML evidence goes.
 * - `audit`: the bank's proof, never deleted; the personal data of deleted cases is erased.
 * - `housekeeping`: short-lived rows the 15-minute sweep (decision 121) deletes at their expiry.
 * - `bank`: the bank's own data (staff, branches, keys, registers): no applicant's personal data.
 */
export type RetentionClass =
  'aml-evidence' | 'case' | 'account' | 'audit' | 'housekeeping' | 'bank';

export interface RetentionRule {
  readonly table: PgTable;
  readonly holds: string;
  readonly retention: RetentionClass;
  /** When the rows are deleted. */
  readonly deleted: string;
  /** Why what is kept may be kept (the law for AML evidence and the audit trail). */
  readonly legalBasis: string;
  /**
   * The column naming the case, for `case` rows deleted one case at a time when a customer's case
   * ends; absent where the rows go with a parent's cascade or by another key.
   */
  readonly prospectColumn?: AnyPgColumn;
}
