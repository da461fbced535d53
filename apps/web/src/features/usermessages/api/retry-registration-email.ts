import type { TRegistrationRetryEmailRequest } from '@onboarding/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** `POST security/action/noauth/registrationretryemail { uid }`: sends the confirmation again. */
export function retryRegistrationEmail(request: TRegistrationRetryEmailRequest): Promise<unknown> {
  return api.post('/security/action/noauth/registrationretryemail', { body: request });
}

export function useRetryRegistrationEmail() {
  return useMutation({ mutationFn: retryRegistrationEmail });
}
