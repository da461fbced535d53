import type { AppointmentTimeSlot } from '@onboarding/domain';
import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../infra/db/columns';
import { branches } from '../branches/tables';
import { users } from '../security/tables';

/**
 * A branch appointment (spec 2 §3 APPOINTMENT; the error pages book them too, decisions 046 and
 * 062).
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: text('branch_id')
      .notNull()
      .references(() => branches.id),
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').$type<AppointmentTimeSlot>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('appointments_user_idx').on(table.userId),
    index('appointments_branch_idx').on(table.branchId, table.appointmentDate),
  ],
);
