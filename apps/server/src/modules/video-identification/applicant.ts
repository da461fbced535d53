import { checkMobileNumber } from '@onboarding/domain';
import type { DocumentCaller } from '../../infra/session/caller';
import type { EnteredData } from '../eligibility/entered-data';

/** The signed-in applicant (a phone's hand-off session reaches none of the video routes). */
export type Applicant = Extract<DocumentCaller, { kind: 'applicant' }>;

export const applicantActor = (caller: Applicant) =>
  ({ actorType: 'applicant', actorId: caller.userId }) as const;

/** The name as entered on /personaldata, else the account's. */
export function fullNameOf(entered: EnteredData | null, fallback: string): string {
  if (entered === null) return fallback;
  const { firstName, secondName, surname } = entered.names;
  return [firstName, secondName, surname].filter(Boolean).join(' ');
}

/** The mobile number entered ("+386 41234567") in E.164, or null when there is none valid. */
export function phoneE164Of(entered: EnteredData | null): string | null {
  const mobile = entered?.contact.mobileNumber;
  if (mobile == null) return null;
  const [prefix, ...rest] = mobile.split(' ');
  const check = checkMobileNumber(prefix ?? '', rest.join(''));
  return check.ok ? check.e164 : null;
}
