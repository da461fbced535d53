import type {
  FindingCategory,
  IdentificationStatus,
  ProcessName,
  QualitySampleReason,
  ReviewVerdict,
} from '@onboarding/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, optionalTime, requiredTime } from '../../infra/db/columns';
import { staffAccounts } from '../staff/tables';
import { identifications } from '../video-identification/tables';

/**
 * Every identification an operator finished with a decision, as quality assurance sees it
 * (decision 269): recorded in the decision's transaction, drawn for review then or by the weekly
 * cover, and reviewed by a supervisor. The names are kept as they were, so the queue and the
 * monthly report read this table alone.
 */
export const qualityFinishedIdentifications = pgTable(
  'quality_finished_identifications',
  {
    identificationId: uuid('identification_id')
      .primaryKey()
      .references(() => identifications.id, { onDelete: 'cascade' }),
    prospectId: uuid('prospect_id').notNull(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => staffAccounts.id),
    operatorName: text('operator_name').notNull(),
    /** The applicant's name as the call's queue showed it. */
    fullName: text('full_name').notNull(),
    process: text('process').$type<ProcessName>().notNull(),
    /** The identification's status when the call ended. */
    outcome: text('outcome').$type<IdentificationStatus>().notNull(),
    finishedAt: requiredTime('finished_at'),
    /** When it went to the review queue (null: not drawn), and why. */
    sampledAt: optionalTime('sampled_at'),
    sampleReason: text('sample_reason').$type<QualitySampleReason>(),
    reviewerId: uuid('reviewer_id').references(() => staffAccounts.id),
    reviewerName: text('reviewer_name'),
    reviewedAt: optionalTime('reviewed_at'),
    verdict: text('verdict').$type<ReviewVerdict>(),
    category: text('category').$type<FindingCategory>(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    index('quality_finished_operator_idx').on(table.operatorId, table.finishedAt),
    index('quality_finished_at_idx').on(table.finishedAt),
    index('quality_finished_queue_idx')
      .on(table.sampledAt)
      .where(sql`${table.sampledAt} is not null`),
  ],
);

export type QualityFinishedRow = typeof qualityFinishedIdentifications.$inferSelect;
