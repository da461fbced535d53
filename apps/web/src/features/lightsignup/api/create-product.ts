import {
  createProductResponseSchema,
  type TCreateProductRequest,
  type TCreateProductResponse,
} from '@onboarding/domain';
import { api } from '../../../lib/api/api';

/** `POST onboarding/products/noauth`: the product chosen before registration. */
export function createProduct(request: TCreateProductRequest): Promise<TCreateProductResponse> {
  return api.post('/onboarding/products/noauth', {
    body: request,
    schema: createProductResponseSchema(),
    routeErrors: false,
  });
}
