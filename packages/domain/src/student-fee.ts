import { packageFee, type PackageFee } from './packages';
import { getVariant, type VariantId } from './variants';

/**
 * The student (Diploma) package fee in a variant's currency (spec 1 §9, decision 179): EUR has
 * none (the tariff sets it), ALL the spec's defaults. Apart from student-package.ts, which
 * packages.ts reads when it loads.
 */
export function studentPackageFee(variant: VariantId): PackageFee | null {
  return packageFee('Diploma', getVariant(variant).currency);
}
