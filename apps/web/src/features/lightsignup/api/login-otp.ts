import type { TLoginOtpRequest } from '@onboarding/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** `POST security/action/loginotp { uid, otp }`: the one-time code completes the sign-in. */
export function loginOtp(request: TLoginOtpRequest): Promise<unknown> {
  return api.post('/security/action/loginotp', { body: request, routeErrors: false });
}

export function useLoginOtp() {
  return useMutation({ mutationFn: loginOtp });
}
