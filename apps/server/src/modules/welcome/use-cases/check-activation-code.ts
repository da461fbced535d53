import { normalizeActivationCode } from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import { codeHash } from '../activation-codes';
import { findCodeByHash } from '../repository';

export interface CheckActivationCodeDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly appSecret: string;
}

/**
 * Is this code the live one of an active product (decision 146)? A look that consumes nothing
 * (the app's route, `verifyCode`, consumes); a used, voided or expired code is not live.
 */
export function createCheckActivationCode(deps: CheckActivationCodeDeps) {
  const { db, clock } = deps;
  return async function checkCode(
    typed: string,
  ): Promise<'LIVE' | 'USED' | 'VOID' | 'EXPIRED' | 'UNKNOWN'> {
    const code = normalizeActivationCode(typed);
    if (code === null) return 'UNKNOWN';
    const row = await findCodeByHash(db, codeHash(deps.appSecret, code));
    if (row === null) return 'UNKNOWN';
    if (row.consumedAt !== null) return 'USED';
    if (row.voidedAt !== null) return 'VOID';
    return row.expiresAt.getTime() <= clock().getTime() ? 'EXPIRED' : 'LIVE';
  };
}
