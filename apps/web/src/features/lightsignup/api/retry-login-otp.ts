import type { TUidBody } from '@onboarding/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** `POST security/action/noauth/loginretryotp { uid }`: a new code, not before 5 minutes. */
export function retryLoginOtp(request: TUidBody): Promise<unknown> {
  return api.post('/security/action/noauth/loginretryotp', { body: request, routeErrors: false });
}

export function useRetryLoginOtp() {
  return useMutation({ mutationFn: retryLoginOtp });
}
