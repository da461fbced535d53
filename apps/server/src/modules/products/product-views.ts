import type { PackageName, ProcessName, ProductState } from '@onboarding/domain';
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
