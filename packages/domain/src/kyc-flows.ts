import { z } from 'zod';
import { lazily } from './lazily';
import type { Band } from './bands';
import { bandFor } from './bands';
import type { VariantId } from './variants';

/** spec 2 §4: expected regular monthly inflow (regularFlowSelect). */
export const REGULAR_INFLOW_LEVELS = ['NO', 'LOW', 'MEDIUM_LOW', 'MEDIUM_HIGH', 'HIGH'] as const;
export type RegularInflowLevel = (typeof REGULAR_INFLOW_LEVELS)[number];
export const regularInflowLevelSchema = lazily(() => z.enum(REGULAR_INFLOW_LEVELS));
export const ZRegularInflowLevel = /* @__PURE__ */ regularInflowLevelSchema();

/**
 * A band of an amount question as its option names it: the amounts the label shows (`from`, the
 * first figure of the band as the spec writes it; `upTo`, the band's last) and the rule's bound.
 */
export interface AmountBand<L extends string> extends Band<L> {
  readonly from: number;
}

/** The amount bands of a variant, in its currency (decision 241). */
export interface InflowBands {
  readonly currency: string;
  /** Regular inflows per month: none, LOW, MEDIUM_LOW, MEDIUM_HIGH, HIGH. */
  readonly regular: readonly AmountBand<RegularInflowLevel>[];
  /** Occasional or irregular inflows per year: none, LOW, MEDIUM, HIGH. */
  readonly occasional: readonly AmountBand<OccasionalInflowLevel>[];
}

/** The bands of spec 2 §4 from their thresholds; a boundary belongs to the lower band (014). */
function inflowBands(
  currency: string,
  [regularLow, regularMedium, regularHigh]: readonly [number, number, number],
  [occasionalMedium, occasionalHigh]: readonly [number, number],
): InflowBands {
  return {
    currency,
    regular: [
      { level: 'NO', from: 0, upTo: 0 },
      { level: 'LOW', from: 0, upTo: regularLow },
      { level: 'MEDIUM_LOW', from: regularLow, upTo: regularMedium },
      { level: 'MEDIUM_HIGH', from: regularMedium, upTo: regularHigh },
      { level: 'HIGH', from: regularHigh, upTo: null },
    ],
    // The spec writes the middle band from its first whole unit ("5001-50000").
    occasional: [
      { level: 'NO_INFLOWS', from: 0, upTo: 0 },
      { level: 'LOW_INFLOWS', from: 0, upTo: occasionalMedium - 1 },
      { level: 'MEDIUM_INFLOWS', from: occasionalMedium, upTo: occasionalHigh },
      { level: 'HIGH_INFLOWS', from: occasionalHigh, upTo: null },
    ],
  };
}

/**
 * spec 2 §4 lists the thresholds in EUR (regular 0/800/1500/3000 a month, occasional 0/5001/50000
 * a year). The codes are the API's in every variant; the al variant asks in lekë, at round
 * figures near 100 ALL per EUR (decision 241, example configuration).
 */
export const INFLOW_BANDS: Readonly<Record<VariantId, InflowBands>> = {
  si: inflowBands('EUR', [800, 1500, 3000], [5001, 50_000]),
  al: inflowBands('ALL', [80_000, 150_000, 300_000], [500_001, 5_000_000]),
};

export function regularInflowLevelFor(
  monthly: number,
  variant: VariantId,
): RegularInflowLevel | null {
  return bandFor(INFLOW_BANDS[variant].regular, monthly);
}

/** spec 2 §4: share of inflows from Slovenia vs abroad; outflows use the same bands. */
export const FLOW_SPLITS = [
  'ONLY_SLOVENIA',
  'NINETY_TEN',
  'SEVENTYFIVE_TWENTYFIVE',
  'FIFTY_FIFTY',
  'MORE_THAN_FIFTY',
] as const;
export type FlowSplit = (typeof FLOW_SPLITS)[number];
export const flowSplitSchema = lazily(() => z.enum(FLOW_SPLITS));
export const ZFlowSplit = /* @__PURE__ */ flowSplitSchema();
export const INFLOW_SPLITS = FLOW_SPLITS;
export const OUTFLOW_SPLITS = FLOW_SPLITS;

/** spec 2 §4: cash share of the regular flow (regularFlow); also of occasional-inflow deposits. */
export const CASH_SHARES = ['NO_CASH', 'LOW', 'MEDIUM', 'HIGH'] as const;
export type CashShare = (typeof CASH_SHARES)[number];
export const cashShareSchema = lazily(() => z.enum(CASH_SHARES));
export const ZCashShare = /* @__PURE__ */ cashShareSchema();

/** none, up to 10 %, 10-50 %, over 50 % (percent of the flow). */
export const CASH_SHARE_BANDS = [
  { level: 'NO_CASH', upTo: 0 },
  { level: 'LOW', upTo: 10 },
  { level: 'MEDIUM', upTo: 50 },
  { level: 'HIGH', upTo: 100 },
] as const satisfies readonly Band<CashShare>[];

export function cashShareFor(percent: number): CashShare | null {
  return bandFor(CASH_SHARE_BANDS, percent);
}

/** spec 2 §4: expected occasional or irregular inflows per year. */
export const OCCASIONAL_INFLOW_LEVELS = [
  'NO_INFLOWS',
  'LOW_INFLOWS',
  'MEDIUM_INFLOWS',
  'HIGH_INFLOWS',
] as const;
export type OccasionalInflowLevel = (typeof OCCASIONAL_INFLOW_LEVELS)[number];
export const occasionalInflowLevelSchema = lazily(() => z.enum(OCCASIONAL_INFLOW_LEVELS));
export const ZOccasionalInflowLevel = /* @__PURE__ */ occasionalInflowLevelSchema();

export function occasionalInflowLevelFor(
  yearly: number,
  variant: VariantId,
): OccasionalInflowLevel | null {
  return bandFor(INFLOW_BANDS[variant].occasional, yearly);
}

/** spec 2 §4: expected cash withdrawals from the account (no thresholds in the spec). */
export const CASH_WITHDRAWAL_LEVELS = ['NONE', 'LOW', 'MEDIUM', 'HIGH'] as const;
export type CashWithdrawalLevel = (typeof CASH_WITHDRAWAL_LEVELS)[number];
export const cashWithdrawalLevelSchema = lazily(() => z.enum(CASH_WITHDRAWAL_LEVELS));
export const ZCashWithdrawalLevel = /* @__PURE__ */ cashWithdrawalLevelSchema();

/** The empty option of a select: nothing chosen yet. */
export const EMPTY_OPTION = '';
export type EmptyOption = typeof EMPTY_OPTION;

/**
 * spec 2 §4 rule of change: choosing the empty option of the regular-inflow select sets the
 * cash-share radio to NO_CASH; any other choice keeps it.
 */
export function cashShareAfterRegularInflowChange(
  selected: RegularInflowLevel | EmptyOption,
  current: CashShare | undefined,
): CashShare | undefined {
  return selected === EMPTY_OPTION ? 'NO_CASH' : current;
}

/**
 * spec 2 §4 rule of change: choosing NO_INFLOWS sets the cash deposits of occasional inflows to
 * their "none" band. That field takes the cash-share bands, so "none" is NO_CASH (decision 014).
 */
export function cashDepositsAfterOccasionalInflowChange(
  selected: OccasionalInflowLevel | EmptyOption,
  current: CashShare | undefined,
): CashShare | undefined {
  return selected === 'NO_INFLOWS' ? 'NO_CASH' : current;
}

/** spec 2 §3: the cash-source text is shown when a cash share is set and is not NO_CASH. */
export function showsCashSourceField(cashShare: CashShare | EmptyOption | undefined): boolean {
  return cashShare !== undefined && cashShare !== EMPTY_OPTION && cashShare !== 'NO_CASH';
}

/**
 * spec 2 §3: the abroad-business text is shown when the inflow split is set and is not
 * ONLY_SLOVENIA; otherwise the employer-name field is shown.
 */
export function showsAbroadSourceField(split: FlowSplit | EmptyOption | undefined): boolean {
  return split !== undefined && split !== EMPTY_OPTION && split !== 'ONLY_SLOVENIA';
}
