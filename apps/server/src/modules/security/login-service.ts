import { createRecordLogout } from './use-cases/record-logout';
import { createResendLoginCode } from './use-cases/resend-login-code';
import { createSendLoginCode } from './use-cases/send-login-code';
import { createSignInWithPassword } from './use-cases/sign-in-with-password';
import { createVerifyLoginCode } from './use-cases/verify-login-code';
import type { SecurityDeps } from './shared';

/**
 * Sign-in with password and SMS code (spec 1 §4, decision 045, DESIGN "One-time codes"). The
 * caller starts the session once `verifyCode` returns.
 */
export function createLoginService(deps: SecurityDeps) {
  const sendLoginCode = createSendLoginCode(deps);
  return {
    recordLogout: createRecordLogout(deps),
    login: createSignInWithPassword({ ...deps, sendLoginCode }),
    verifyCode: createVerifyLoginCode(deps),
    resendCode: createResendLoginCode({ ...deps, sendLoginCode }),
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
