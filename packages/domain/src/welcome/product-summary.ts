import { MAIN_PRODUCT_ITEM_TYPE } from '../analytics';
import { type PackageName, packageFee } from '../packages';
import { type ProcessName, PROCESS_RULES } from '../processes';

/** spec 1 §9: the debit card of a new current account reaches the applicant within two weeks. */
export const DEBIT_CARD_WITHIN_WEEKS = 2;

export interface ProductFee {
  readonly currency: string;
  readonly introductoryMonths: number;
  /** Minor units (cents). */
  readonly introductoryMonthly: number;
  readonly afterwardsMonthly: number;
}

export interface ProductSummary {
  readonly process: ProcessName;
  readonly packageName: PackageName | null;
  /** The package fee in the bank's currency; null when it comes from the bank's tariff. */
  readonly fee: ProductFee | null;
  /** Only a current account comes with a debit card (spec 1 §9). */
  readonly hasDebitCard: boolean;
}

/** What was opened, for the welcome page, its e-mail and the conversion event. */
export function productSummary(
  process: ProcessName,
  packageName: PackageName | null,
  currency: string,
): ProductSummary {
  const opensAccount = PROCESS_RULES[process].opensAccount;
  const fee = opensAccount && packageName !== null ? packageFee(packageName, currency) : null;
  return {
    process,
    packageName: opensAccount ? packageName : null,
    fee:
      fee === null
        ? null
        : {
            currency,
            introductoryMonths: fee.introductoryMonths,
            introductoryMonthly: fee.introductoryMonthly.minor,
            afterwardsMonthly: fee.afterwardsMonthly.minor,
          },
    hasDebitCard: opensAccount,
  };
}

/** A decimal amount with the currency's two places ("5.00"), as analytics carries prices. */
export function decimalAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** spec 3 "Analytics events": one item of the product view. */
export interface ConversionItem {
  readonly name: string;
  readonly attributes: {
    readonly type: string;
    readonly fullPrice: string | null;
    readonly discountedPrice: string | null;
    readonly pricingTypeAnalytics: PricingType | null;
  };
}

export interface ConversionProductView {
  readonly productType: ProcessName;
  readonly itemList: ConversionItem[];
}

/**
 * Pricing types of the conversion event: a monthly package fee with a free introductory period,
 * a monthly fee, or a product priced by the bank's tariff (no fee in the portal).
 */
export const PRICING_TYPES = ['INTRODUCTORY_MONTHLY_FEE', 'MONTHLY_FEE', 'TARIFF'] as const;
export type PricingType = (typeof PRICING_TYPES)[number];

/**
 * The product view the `conversion` event carries (spec 3): family = the process, the
 * MAIN_PRODUCT item named after the package (or the process), full price = the monthly fee after
 * the introductory period, discounted price = the fee during it.
 */
export function conversionProductView(summary: ProductSummary): ConversionProductView {
  const { fee } = summary;
  const pricingType: PricingType =
    fee === null
      ? 'TARIFF'
      : fee.introductoryMonths > 0 && fee.introductoryMonthly < fee.afterwardsMonthly
        ? 'INTRODUCTORY_MONTHLY_FEE'
        : 'MONTHLY_FEE';
  return {
    productType: summary.process,
    itemList: [
      {
        name: summary.packageName ?? summary.process,
        attributes: {
          type: MAIN_PRODUCT_ITEM_TYPE,
          fullPrice: fee === null ? null : decimalAmount(fee.afterwardsMonthly),
          discountedPrice: fee === null ? null : decimalAmount(fee.introductoryMonthly),
          pricingTypeAnalytics: pricingType,
        },
      },
    ],
  };
}
