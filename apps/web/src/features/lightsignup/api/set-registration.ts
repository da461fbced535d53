import type { TRegistrationRequest } from '@onboarding/domain/registration';
import {
  registrationResponseSchema,
  type TRegistrationResponse,
} from '@onboarding/domain/registration-fields';
import { api } from '../../../lib/api/api';

/** `POST security/action/setRegistration` (spec 3 §3): the pending registration. */
export function setRegistration(request: TRegistrationRequest): Promise<TRegistrationResponse> {
  return api.post('/security/action/setRegistration', {
    body: request,
    schema: registrationResponseSchema(),
    routeErrors: false,
  });
}
