import type { ProductState } from '@onboarding/domain';
import { AppError } from '../../errors/app-error';

export const notFound = () => new AppError(404, 'NOT_FOUND', { message: 'No such product.' });

export const notActive = (state: ProductState) =>
  new AppError(409, 'PRODUCT_STATE_CONFLICT', {
    message: `The product is in ${state}, not PRODUCT_ACTIVE.`,
  });
