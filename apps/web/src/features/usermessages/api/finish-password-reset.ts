import type { TResetPasswordFinishRequest } from '@onboarding/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** `POST security/action/noauth/resetpswfinish { token, password, confirmPassword }`. */
export function finishPasswordReset(request: TResetPasswordFinishRequest): Promise<unknown> {
  return api.post('/security/action/noauth/resetpswfinish', { body: request, routeErrors: false });
}

export function useFinishPasswordReset() {
  return useMutation({ mutationFn: finishPasswordReset });
}
