import type { Clock } from '../../infra/clock';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { Database } from '../../infra/db/database';
import { storeTotpSecret } from './repository';
import type { StaffAccountRow } from './tables';
import { newTotpSecret } from './totp';

/** The cipher context of an account's sealed TOTP secret. */
export const totpContext = (staffId: string) => `staff:${staffId}:totp`;

/** The secret an account not yet enrolled shows: the one stored, or a new one stored now. */
export async function enrolmentSecret(
  deps: { readonly db: Database; readonly clock: Clock; readonly cipher: DataCipher },
  account: StaffAccountRow,
): Promise<string> {
  const { db, clock, cipher } = deps;
  if (account.totpSecretSealed !== null) {
    return cipher.openText(account.totpSecretSealed, totpContext(account.id));
  }
  const secret = newTotpSecret();
  await storeTotpSecret(db, account.id, cipher.sealText(secret, totpContext(account.id)), clock());
  return secret;
}
