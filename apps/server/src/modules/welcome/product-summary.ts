import { productSummary, type ProductSummary } from '@onboarding/domain';
import type { ProductSummary as ProductRow } from '../products/service';

/** What was opened, as the welcome page and the welcome e-mail describe it. */
export const summaryOf = (product: ProductRow, currency: string): ProductSummary =>
  productSummary(product.productType, product.packageName, currency);
