import { DURATIONS_MS } from '@onboarding/domain';
import type { SessionUser } from '../../infra/session/session-store';

/** The confirmation link's validity (decision 152): a day, shorter than other signed links. */
export const ERASURE_LINK_VALIDITY_MS = DURATIONS_MS.day;

/** The applicant who asks for an erasure, as the session carries them. */
export type ApplicantUser = Pick<SessionUser, 'userId' | 'email' | 'fullName' | 'language'>;

/** a***@example.si: enough for the applicant to recognise the address, not to read it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
