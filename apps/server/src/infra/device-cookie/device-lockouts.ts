import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import type { DevicePurpose, KnownDevice } from './device-cookie';
import { deviceLockouts, type DeviceLockoutRow } from './tables';

type Db = Database | Transaction;

/** What a device's lockout holds besides its keys: the shape of a sign-in guard. */
export type DeviceLockoutState = Omit<DeviceLockoutRow, 'nonceHash' | 'purpose' | 'subjectId'>;

export async function findDeviceLockout(db: Db, device: KnownDevice) {
  const [row] = await db
    .select()
    .from(deviceLockouts)
    .where(eq(deviceLockouts.nonceHash, device.nonceHash));
  return row ?? null;
}

/**
 * The device's lockout row, made if missing and locked for the rest of `tx`, so concurrent
 * failures from one device are counted one after the other (as the sign-in guards, decision 160).
 */
export async function lockDeviceLockout(
  tx: Transaction,
  purpose: DevicePurpose,
  device: KnownDevice,
  now: Date,
): Promise<DeviceLockoutRow> {
  await tx
    .insert(deviceLockouts)
    .values({ nonceHash: device.nonceHash, purpose, subjectId: device.subjectId, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(deviceLockouts)
    .where(eq(deviceLockouts.nonceHash, device.nonceHash))
    .for('update');
  if (row === undefined) throw new Error('the device lockout was not made');
  return row;
}

export async function updateDeviceLockout(
  db: Db,
  device: KnownDevice,
  changes: DeviceLockoutState,
): Promise<void> {
  await db
    .update(deviceLockouts)
    .set(changes)
    .where(eq(deviceLockouts.nonceHash, device.nonceHash));
}

/** A successful sign-in from the device: its count starts again. */
export async function clearDeviceLockout(db: Db, device: KnownDevice): Promise<void> {
  await db.delete(deviceLockouts).where(eq(deviceLockouts.nonceHash, device.nonceHash));
}

/** Housekeeping: lockouts without a failure or a block since `quietBefore` start afresh anyway. */
export async function deleteQuietDeviceLockouts(db: Db, quietBefore: Date): Promise<number> {
  const deleted = await db
    .delete(deviceLockouts)
    .where(
      sql`greatest(${deviceLockouts.updatedAt}, coalesce(${deviceLockouts.blockedUntil}, ${deviceLockouts.updatedAt})) <= ${quietBefore.toISOString()}::timestamptz`,
    )
    .returning({ nonceHash: deviceLockouts.nonceHash });
  return deleted.length;
}

/** An erased account's devices (decision 152): their lockouts name its id. */
export async function deleteDeviceLockoutsOf(db: Db, subjectId: string): Promise<number> {
  const deleted = await db
    .delete(deviceLockouts)
    .where(eq(deviceLockouts.subjectId, subjectId))
    .returning({ nonceHash: deviceLockouts.nonceHash });
  return deleted.length;
}
