import { DURATIONS_MS } from '@onboarding/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../infra/clock';
import {
  type CaseDeletionDeps,
  deleteAccountIfEmpty,
  deleteWholeCase,
  endCustomerCase,
} from '../case-deletion';
import {
  casesPastAmlPeriod,
  deleteStalePendingMessages,
  deleteStaleRegistrations,
  inactiveCases,
} from '../repository';

/**
 * A pending message outlives its job only when the job gave up (its retries last about a day):
 * two days after, it is deleted (decision 275).
 */
const PENDING_MESSAGE_DAYS = 2;

export interface RetentionSettings {
  readonly abandonedDays: number;
  readonly amlYears: number;
}

export interface RetentionCounts {
  readonly abandonedCases: number;
  readonly endedCustomerCases: number;
  readonly expiredCustomerCases: number;
  readonly accounts: number;
  readonly registrations: number;
  readonly storageObjects: number;
  readonly pendingMessages: number;
}

export interface RunRetentionSweepDeps extends CaseDeletionDeps {
  readonly clock: Clock;
  readonly settings: RetentionSettings;
  readonly log: FastifyBaseLogger;
}

/** The calendar date (UTC) `years` before `now`, as YYYY-MM-DD. */
function yearsBefore(now: Date, years: number): string {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/**
 * The daily run: abandoned applications (no activity for RETENTION_ABANDONED_DAYS, never a
 * customer) are deleted whole; a customer's inactive case loses its working data; a
 * customer's AML evidence goes RETENTION_AML_YEARS after the reported end of the relationship.
 */
export function createRunRetentionSweep(deps: RunRetentionSweepDeps) {
  const { db, clock, settings, log } = deps;

  return async function runRetentionSweep(now = clock()): Promise<RetentionCounts> {
    const before = new Date(now.getTime() - settings.abandonedDays * DURATIONS_MS.day);
    let abandonedCases = 0;
    let endedCustomerCases = 0;
    let expiredCustomerCases = 0;
    let accounts = 0;
    let storageObjects = 0;
    const touchedUsers = new Set<string>();
    for (const facts of await inactiveCases(db, before)) {
      if (facts.customer) {
        if (await endCustomerCase(deps, facts.prospectId)) endedCustomerCases += 1;
        continue;
      }
      storageObjects += await deleteWholeCase(deps, facts, 'ABANDONED');
      abandonedCases += 1;
      touchedUsers.add(facts.userId);
    }
    for (const facts of await casesPastAmlPeriod(db, yearsBefore(now, settings.amlYears))) {
      await endCustomerCase(deps, facts.prospectId);
      storageObjects += await deleteWholeCase(deps, facts, 'AML_PERIOD_ENDED');
      expiredCustomerCases += 1;
      touchedUsers.add(facts.userId);
    }
    for (const userId of touchedUsers) accounts += await deleteAccountIfEmpty(deps, userId, now);
    const registrations = await deleteStaleRegistrations(db, before);
    const pendingMessages = await deleteStalePendingMessages(
      db,
      new Date(now.getTime() - PENDING_MESSAGE_DAYS * DURATIONS_MS.day),
    );
    const counts = {
      abandonedCases,
      endedCustomerCases,
      expiredCustomerCases,
      accounts,
      registrations,
      storageObjects,
      pendingMessages,
    };
    log.info(counts, 'retention run done');
    return counts;
  };
}
