import type { TResetPasswordRequest } from '@onboarding/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** `POST security/action/noauth/resetpsw { email, language }`: sends the reset link. */
export function resetPassword(request: TResetPasswordRequest): Promise<unknown> {
  return api.post('/security/action/noauth/resetpsw', { body: request, routeErrors: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
