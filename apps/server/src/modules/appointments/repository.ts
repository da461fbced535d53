import type { Database, Transaction } from '../../infra/db/database';
import { appointments } from './tables';

export type AppointmentRow = typeof appointments.$inferSelect;

export async function insertAppointment(
  db: Database | Transaction,
  row: typeof appointments.$inferInsert,
): Promise<AppointmentRow> {
  const [inserted] = await db.insert(appointments).values(row).returning();
  if (inserted === undefined) throw new Error('appointment insert returned nothing');
  return inserted;
}
