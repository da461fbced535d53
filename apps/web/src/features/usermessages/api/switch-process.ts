import { SWITCH_TARGET_PROCESS, ZLongProcess, type TLongProcess } from '@onboarding/domain';
import { api } from '../../../lib/api/api';

/**
 * `POST processes/switchprocess`: a loan that cannot be granted continues as a current account
 * (ACCOUNTOPENINGFROMLOAN) with what the applicant already gave; the answer is the account's
 * dossier run, which /longtimeservice follows. The page shows a failure itself.
 */
export function switchToAccount(prospectId: string): Promise<TLongProcess> {
  return api.post('/processes/switchprocess', {
    body: { prospectId, processName: SWITCH_TARGET_PROCESS },
    schema: ZLongProcess,
    routeErrors: false,
  });
}
