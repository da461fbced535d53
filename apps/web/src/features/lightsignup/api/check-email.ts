import {
  checkEmailResponseSchema,
  type TCheckEmailRequest,
  type TCheckEmailResponse,
} from '@onboarding/domain';
import { api } from '../../../lib/api/api';

/** `POST security/action/noauth/checkemail`: sends the verification e-mail. */
export function checkEmail(request: TCheckEmailRequest): Promise<TCheckEmailResponse> {
  return api.post('/security/action/noauth/checkemail', {
    body: request,
    schema: checkEmailResponseSchema(),
    routeErrors: false,
  });
}
