import { DURATIONS_MS } from '@onboarding/domain';
import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';

/** Rows kept a day past their end, for support questions; the audit trail keeps the history. */
const MARGIN_MS = DURATIONS_MS.day;

/**
 * Housekeeping (decision 121): every 15 minutes, on one instance, rows that can no longer matter
 * are deleted so those tables stay small. Each owner deletes its own rows.
 */
export const sweepExpiredJob = defineJob({
  id: 'housekeeping.sweep',
  version: 1,
  schema: z.object({}),
  retry: { limit: 1, delaySeconds: 60, backoff: false },
  expireInSeconds: 300,
  batchSize: 1,
});

export const SWEEP_CRON = '*/15 * * * *';

export interface SweepOwners {
  readonly sessions: { sweep(before: Date): Promise<number> };
  readonly rateLimits: { sweep(before: Date): Promise<number> };
  readonly accounts: { sweepExpired(now: Date): Promise<{ otpCodes: number; usedTokens: number }> };
  /** Idempotency keys past their 24 hours (decision 153): gone at once, they hold responses. */
  readonly idempotencyKeys: { sweepExpired(now: Date): Promise<number> };
}

export interface SweepCounts {
  readonly sessions: number;
  readonly rateLimits: number;
  readonly otpCodes: number;
  readonly usedTokens: number;
  readonly idempotencyKeys: number;
}

export async function sweepExpired(owners: SweepOwners, now: Date): Promise<SweepCounts> {
  const before = new Date(now.getTime() - MARGIN_MS);
  const sessions = await owners.sessions.sweep(before);
  const rateLimits = await owners.rateLimits.sweep(before);
  const { otpCodes, usedTokens } = await owners.accounts.sweepExpired(now);
  const idempotencyKeys = await owners.idempotencyKeys.sweepExpired(now);
  return { sessions, rateLimits, otpCodes, usedTokens, idempotencyKeys };
}
