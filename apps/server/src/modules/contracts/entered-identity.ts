import type { Transaction } from '../../infra/db/database';
import type { EnteredDataSource } from '../eligibility/entered-data';
import { phoneE164Of } from '../video-identification/service';
import { certificateIdentity } from './identity';

export interface EnteredIdentityDeps {
  readonly enteredData: EnteredDataSource;
  /** The bank's country (the variant's). */
  readonly country: 'SI' | 'AL';
}

/** The data entered, the mobile number in E.164 and the identity the certificate step shows. */
export async function enteredIdentityOf(
  { enteredData, country }: EnteredIdentityDeps,
  tx: Transaction,
  prospectId: string,
) {
  const entered = await enteredData.entered(tx, prospectId);
  const e164 = phoneE164Of(entered);
  const prefix = entered?.contact.mobileNumber?.split(' ')[0] ?? null;
  const identity = certificateIdentity(entered, '', { e164, prefix }, country);
  return { entered, e164, identity };
}
