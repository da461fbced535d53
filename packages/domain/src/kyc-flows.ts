import { z } from 'zod';
import type { Band } from './bands';
import { bandFor } from './bands';

/** spec 2 §4: expected regular monthly inflow (regularFlowSelect). */
export const REGULAR_INFLOW_LEVELS = ['NO', 'LOW', 'MEDIUM_LOW', 'MEDIUM_HIGH', 'HIGH'] as const;
export type RegularInflowLevel = (typeof REGULAR_INFLOW_LEVELS)[number];
export const ZRegularInflowLevel = z.enum(REGULAR_INFLOW_LEVELS);

/** spec 2 §4: thresholds as the spec lists them (EUR per month). */
export const REGULAR_INFLOW_THRESHOLDS_EUR = [0, 800, 1500, 3000] as const;

/** Bands none, 0-800, 800-1500, 1500-3000, over 3000; a boundary belongs to the lower band. */
export const REGULAR_INFLOW_BANDS = [
  { level: 'NO', upTo: 0 },
  { level: 'LOW', upTo: 800 },
  { level: 'MEDIUM_LOW', upTo: 1500 },
  { level: 'MEDIUM_HIGH', upTo: 3000 },
  { level: 'HIGH', upTo: null },
] as const satisfies readonly Band<RegularInflowLevel>[];

export function regularInflowLevelFor(monthlyEur: number): RegularInflowLevel | null {
  return bandFor(REGULAR_INFLOW_BANDS, monthlyEur);
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
export const ZFlowSplit = z.enum(FLOW_SPLITS);
export const INFLOW_SPLITS = FLOW_SPLITS;
export const OUTFLOW_SPLITS = FLOW_SPLITS;

/** spec 2 §4: cash share of the regular flow (regularFlow); also of occasional-inflow deposits. */
export const CASH_SHARES = ['NO_CASH', 'LOW', 'MEDIUM', 'HIGH'] as const;
export type CashShare = (typeof CASH_SHARES)[number];
export const ZCashShare = z.enum(CASH_SHARES);

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
export const ZOccasionalInflowLevel = z.enum(OCCASIONAL_INFLOW_LEVELS);

/** spec 2 §4: thresholds as the spec lists them (EUR per year). */
export const OCCASIONAL_INFLOW_THRESHOLDS_EUR = [0, 5001, 50000] as const;

/** Bands none, 0-5000, 5001-50000, over 50000: the same lower-band rule as regular inflows. */
export const OCCASIONAL_INFLOW_BANDS = [
  { level: 'NO_INFLOWS', upTo: 0 },
  { level: 'LOW_INFLOWS', upTo: 5000 },
  { level: 'MEDIUM_INFLOWS', upTo: 50000 },
  { level: 'HIGH_INFLOWS', upTo: null },
] as const satisfies readonly Band<OccasionalInflowLevel>[];

export function occasionalInflowLevelFor(yearlyEur: number): OccasionalInflowLevel | null {
  return bandFor(OCCASIONAL_INFLOW_BANDS, yearlyEur);
}

/** spec 2 §4: expected cash withdrawals from the account (no thresholds in the spec). */
export const CASH_WITHDRAWAL_LEVELS = ['NONE', 'LOW', 'MEDIUM', 'HIGH'] as const;
export type CashWithdrawalLevel = (typeof CASH_WITHDRAWAL_LEVELS)[number];
export const ZCashWithdrawalLevel = z.enum(CASH_WITHDRAWAL_LEVELS);

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
