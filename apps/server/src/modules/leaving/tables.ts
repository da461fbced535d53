import type { LogoutEventType } from '@onboarding/domain';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../infra/db/columns';
import { appointments } from '../appointments/tables';
import { users } from '../security/tables';

/** "Save and exit" requests (spec 2 §3 logout action): e-mail, call back or appointment. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventType: text('event_type').$type<LogoutEventType>().notNull(),
    emailTo: text('email_to'),
    callNumber: text('call_number'),
    appointmentId: uuid('appointment_id').references(() => appointments.id),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('contact_requests_appointment_idx').on(table.appointmentId)],
);
