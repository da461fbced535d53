import {
  HANDOFF_SESSION_VALIDITY_MS,
  type THandoffSession,
  type TNotificationServerMessage,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { Clock } from '../../../infra/clock';
import { randomId, sha256Hex } from '../../../infra/crypto/random';
import { TokenError, tokenAppError } from '../../../infra/crypto/signed-tokens';
import type { Database } from '../../../infra/db/database';
import type { RealtimeHub } from '../../../infra/realtime/realtime-hub';
import { handoffNotFound } from '../errors';
import { markHandoffOpened } from '../handoff-state';
import type { HandoffTokens } from '../handoff-token';
import { publishHandoffStatus } from '../publish-status';
import { findHandoff, insertHandoffSession } from '../repository';
import type { ReadHandoffStatus } from './read-handoff-status';

export interface ExchangeHandoffTokenDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly tokens: HandoffTokens;
  readonly hub: RealtimeHub<TNotificationServerMessage>;
  readonly statusOf: ReadHandoffStatus;
}

/**
 * `POST onboarding/documents/handoff/session`: the phone's token for a hand-off session. The
 * token may be used again (a reopened link) until the hand-off is finalized or it expires.
 */
export function createExchangeHandoffToken(deps: ExchangeHandoffTokenDeps) {
  const { db, clock, tokens } = deps;
  return async function exchange(
    token: string,
  ): Promise<{ session: THandoffSession; secret: string; expiresAt: Date }> {
    let claims;
    try {
      claims = await tokens.verify(token);
    } catch (error) {
      if (error instanceof TokenError) throw tokenAppError(error);
      throw error;
    }
    const row = await findHandoff(db, claims.tid);
    if (row === null || row.prospectId !== claims.prospectId || row.uid !== claims.uid) {
      throw handoffNotFound();
    }
    if (row.finalizedAt !== null) {
      throw new AppError(409, 'HANDOFF_FINALIZED', { message: 'The upload is finished.' });
    }
    const now = clock();
    const secret = randomId(32);
    const expiresAt = new Date(now.getTime() + HANDOFF_SESSION_VALIDITY_MS);
    await insertHandoffSession(db, {
      secretHash: sha256Hex(secret),
      transactionId: row.id,
      expiresAt,
      createdAt: now,
    });
    const updated = await markHandoffOpened(deps, row);
    return {
      session: {
        tid: row.id,
        uid: row.uid,
        prospectId: row.prospectId,
        language: claims.language,
        status: await publishHandoffStatus(deps, updated),
      },
      secret,
      expiresAt,
    };
  };
}
