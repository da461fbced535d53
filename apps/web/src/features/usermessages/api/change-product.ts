import { changeProductResponseSchema, type PackageName } from '@onboarding/domain';
import { api } from '../../../lib/api/api';

/**
 * `PATCH onboarding/products/noauth/changeProduct/{id}` (spec 3 §7): the applicant's Diploma
 * product becomes the package it falls back to.
 */
export function changeProduct(productId: string, packageName: PackageName) {
  return api.patch(`/onboarding/products/noauth/changeProduct/${encodeURIComponent(productId)}`, {
    body: { packageName },
    schema: changeProductResponseSchema(),
  });
}
