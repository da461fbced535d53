import { setIdDocumentResponseSchema, type TSetIdDocumentResponse } from '@onboarding/domain';
import { api } from '../../../lib/api/api';

/** `POST onboarding/setIDDocument`: the applicant confirms the sides; the prospect moves on. */
export function setIdDocument(uid: string, prospectId: string): Promise<TSetIdDocumentResponse> {
  return api.post('/onboarding/setIDDocument', {
    body: { uid, prospectId },
    schema: setIdDocumentResponseSchema(),
  });
}
