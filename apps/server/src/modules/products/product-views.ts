import type { PackageName, ProcessName, ProductState, TProductView } from '@onboarding/domain';
import type { ProductRow } from './repository';

export interface ProductSummary {
  readonly productId: string;
  readonly prospectId: string | null;
  readonly productType: ProcessName;
  readonly productState: ProductState;
  readonly packageName: PackageName | null;
}

export function toSummary(row: ProductRow): ProductSummary {
  return {
    productId: row.id,
    prospectId: row.prospectId,
    productType: row.productType,
    productState: row.state,
    packageName: row.packageName,
  };
}

/** The product as `GET onboarding/products/{id}` and `GET prospects/{id}` show it (decision 181). */
export function toProductView(product: ProductSummary & { prospectId: string }): TProductView {
  return {
    productId: product.productId,
    prospectId: product.prospectId,
    productType: product.productType,
    productState: product.productState,
    packageName: product.packageName,
  };
}
