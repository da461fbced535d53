import { uidResponseSchema, type TUidResponse } from '@onboarding/domain';
import { api } from '../../../lib/api/api';

/** `GET external/cms/noauth/uid` (spec 3 getUID): the visitor's uid. */
export function getUid(): Promise<TUidResponse> {
  return api.get('/external/cms/noauth/uid', { schema: uidResponseSchema(), routeErrors: false });
}
