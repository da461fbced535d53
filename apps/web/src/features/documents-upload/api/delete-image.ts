import { deletedResponseSchema, type TDeletedResponse } from '@onboarding/domain';
import { api } from '../../../lib/api/api';

/** `DELETE onboarding/images/{id}`: the side goes back to PENDING. */
export function deleteImage(imageId: string): Promise<TDeletedResponse> {
  return api.delete(`/onboarding/images/${encodeURIComponent(imageId)}`, {
    schema: deletedResponseSchema(),
  });
}

/** Where the stored (re-encoded, metadata-free) photo of a side is, for <img src>. */
export function imageUrl(imageId: string): string {
  return `/services/slo/onboarding/images/${encodeURIComponent(imageId)}`;
}
