import { loginResponseSchema, type TLoginRequest, type TLoginResponse } from '@onboarding/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** `POST security/action/auth/login`: the password step; the answer asks for the one-time code. */
export function login(request: TLoginRequest): Promise<TLoginResponse> {
  // The form shows every failure itself (401/404 banner, 423 blocked), so nothing is routed.
  return api.post('/security/action/auth/login', {
    body: request,
    schema: loginResponseSchema(),
    routeErrors: false,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
