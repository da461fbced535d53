import {
  infoSubmitResponseSchema,
  type TInfoSubmitResponse,
  type TProspectRequestBody,
} from '@onboarding/domain';
import { api } from '../../../lib/api/api';

/**
 * `PATCH prospects/{id}/info` (spec 3 §7): the prospect request body of spec 2 §3; the server
 * moves the prospect on (PROSPECT_INFO_UPLOADED).
 */
export function submitInfo(
  prospectId: string,
  body: TProspectRequestBody,
): Promise<TInfoSubmitResponse> {
  return api.patch(`/onboarding/prospects/${encodeURIComponent(prospectId)}/info`, {
    body,
    schema: infoSubmitResponseSchema(),
    // Field errors (400) are shown next to their fields; anything else is routed by the caller.
    routeErrors: false,
  });
}
