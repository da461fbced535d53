import type { TDocumentReadingResponse } from '@onboarding/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../infra/clock';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ProspectsService } from '../../prospects/service';
import { openPrefill } from '../prefill';
import { failStalePending, latestReadingOf } from '../repository';

export interface ReadLatestReadingDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: DataCipher;
  readonly log: FastifyBaseLogger;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  /** A reading PENDING this long (its job dead-lettered, say) counts as UNREADABLE. */
  readonly staleAfterMs?: number;
}

const STALE_AFTER_MS = 5 * 60_000;

/**
 * `GET prospects/{id}/documentreading`: the latest reading of the applicant's prospect
 * (decision 083); a stale PENDING one ends UNREADABLE first (decision 082).
 */
export function createReadLatestReading(deps: ReadLatestReadingDeps) {
  const { db, clock, prospects, staleAfterMs = STALE_AFTER_MS } = deps;
  return async function latestOfOwn(
    user: Pick<SessionUser, 'userId'>,
    prospectId: string,
  ): Promise<TDocumentReadingResponse> {
    const prospect = await prospects.requireOwn(db, user, prospectId);
    const now = clock();
    await failStalePending(db, prospect.id, {
      before: new Date(now.getTime() - staleAfterMs),
      readAt: now,
    });
    const row = await latestReadingOf(db, prospect.id);
    if (!row) return { status: 'NONE', prefill: null };
    if (row.status === 'PENDING' || row.status === 'UNREADABLE') {
      return { status: row.status, prefill: null };
    }
    const prefill = openPrefill(deps, prospect.id, row.sealedValues);
    return prefill === null ? { status: 'UNREADABLE', prefill: null } : { status: 'READ', prefill };
  };
}
