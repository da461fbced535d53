import type { FourEyesReason, ProcessName } from '@onboarding/domain';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, optionalTime, requiredTime } from '../../infra/db/columns';
import { prospects } from '../prospects/tables';

export const SECOND_APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type SecondApprovalStatus = (typeof SECOND_APPROVAL_STATUSES)[number];

/**
 * An approval the four-eyes rule named (decision 267): the first staff member's approval with the
 * rule's reasons, then the second staff member's decision. One per identification; the applicant's
 * name and process are kept beside it so the waiting list needs no other module's table.
 */
export const secondApprovals = pgTable(
  'second_approvals',
  {
    identificationId: uuid('identification_id').primaryKey(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    process: text('process').$type<ProcessName>().notNull(),
    reasons: jsonb('reasons').$type<FourEyesReason[]>().notNull(),
    status: text('status').$type<SecondApprovalStatus>().notNull(),
    firstApproverId: uuid('first_approver_id').notNull(),
    firstApproverName: text('first_approver_name').notNull(),
    firstApprovedAt: requiredTime('first_approved_at'),
    secondStaffId: uuid('second_staff_id'),
    secondStaffName: text('second_staff_name'),
    decidedAt: optionalTime('decided_at'),
    /** The second staff member's reason for a rejection. */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('second_approvals_status_idx').on(table.status, table.firstApprovedAt),
    index('second_approvals_prospect_idx').on(table.prospectId),
  ],
);

export type SecondApprovalRow = typeof secondApprovals.$inferSelect;
