import {
  idDocumentStatusSchema,
  type IdDocumentType,
  type TIdDocumentStatus,
} from '@onboarding/domain';
import { api } from '../../../lib/api/api';

/** `PATCH onboarding/prospects/{id}/idtype?type=ID|PP` (spec 3 §7): answers the new side list. */
export function setIdType(
  prospectId: string,
  type: IdDocumentType,
  options: { routeErrors?: boolean } = {},
): Promise<TIdDocumentStatus> {
  return api.patch(`/onboarding/prospects/${encodeURIComponent(prospectId)}/idtype`, {
    query: { type },
    schema: idDocumentStatusSchema(),
    ...options,
  });
}
