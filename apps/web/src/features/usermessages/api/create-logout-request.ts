import { ZLogoutResponse, type TLogoutRequest, type TLogoutResponse } from '@onboarding/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/**
 * `POST security/action/{uid}/logout` (spec 3 §3): leave with an e-mail to continue later, a call
 * back or a branch appointment. Field errors are shown in the form, so the 400 stays in place.
 */
export function createLogoutRequest(request: TLogoutRequest): Promise<TLogoutResponse> {
  return api.post(`/security/action/${encodeURIComponent(request.uid)}/logout`, {
    body: request,
    schema: ZLogoutResponse,
  });
}

export function useCreateLogoutRequest() {
  return useMutation({ mutationFn: createLogoutRequest });
}
