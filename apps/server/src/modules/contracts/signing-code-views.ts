import {
  SIGNING_CODE_RULES,
  type SigningCodePurpose,
  type TSigningCodeSent,
} from '@onboarding/domain';
import { hmacSha256Hex } from '../../infra/crypto/random';
import type { Database, Transaction } from '../../infra/db/database';
import { findCode, type SigningCodeRow } from './repository';

/** When a code was sent, when it expires, and when a new one may be asked for. */
export const codeSent = (row: SigningCodeRow): TSigningCodeSent => ({
  sentAt: row.requestedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  resendAvailableAt: new Date(
    row.requestedAt.getTime() + SIGNING_CODE_RULES.resendAfterMs,
  ).toISOString(),
});

/** The HMAC kept of a code: bound to the prospect, purpose, round and manifest. */
export const signingCodeHash = (
  appSecret: string,
  row: Pick<SigningCodeRow, 'prospectId' | 'purpose' | 'round' | 'manifestSha256'>,
  code: string,
) =>
  hmacSha256Hex(
    appSecret,
    `signing-code:${row.prospectId}:${row.purpose}:${row.round}:${row.manifestSha256}:${code}`,
  );

/** The code waiting for `purpose` (for the page's countdown), or null. */
export async function pendingSigningCode(
  tx: Database | Transaction,
  prospectId: string,
  purpose: SigningCodePurpose,
  manifestSha256?: string,
): Promise<TSigningCodeSent | null> {
  const row = await findCode(tx, prospectId, purpose);
  if (row === null || row.status === 'USED') return null;
  if (manifestSha256 !== undefined && row.manifestSha256 !== manifestSha256) return null;
  return codeSent(row);
}
