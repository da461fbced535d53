import { createRecordLogout } from './use-cases/record-logout';
import { createResendLoginCode } from './use-cases/resend-login-code';
import { createSendLoginCode } from './use-cases/send-login-code';
import { createSignInWithPassword } from './use-cases/sign-in-with-password';
import { createVerifyLoginCode } from './use-cases/verify-login-code';
import type { DeviceCookies } from '../../infra/device-cookie/device-cookie';
import type { JobQueue } from '../../infra/jobs/job-queue';
import type { SecurityDeps } from './shared';
import { createDeliverLoginCode } from './use-cases/deliver-login-code';

/**
 * Sign-in with password and SMS code (spec 1 §4, decision 045, DESIGN "One-time codes"). The
 * caller starts the session once `verifyCode` returns.
 */
export interface LoginServiceDeps extends SecurityDeps {
  readonly jobs: Pick<JobQueue, 'enqueue'>;
  /** The browsers that signed in before (decision 277). */
  readonly deviceCookies: DeviceCookies;
}

export function createLoginService(deps: LoginServiceDeps) {
  const sendLoginCode = createSendLoginCode(deps);
  return {
    recordLogout: createRecordLogout(deps),
    login: createSignInWithPassword({ ...deps, sendLoginCode }),
    verifyCode: createVerifyLoginCode(deps),
    resendCode: createResendLoginCode({ ...deps, sendLoginCode }),
    deliverCode: createDeliverLoginCode(deps),
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
