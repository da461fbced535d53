import { z } from 'zod';
import type { VariantId } from '../variants';

/**
 * The day deposit's rate table (decision 232): which terms the bank offers (in days), the amount
 * bands, the nominal annual rate of each term × band and the dates the table is valid. It is
 * configuration (`DEPOSIT_RATES_PATH` on the server), so a rate change is a new table with its own
 * `validFrom`, never an edit of the one applicants were quoted from.
 */

/** A calendar day "YYYY-MM-DD". */
const ZCalendarDay = z.iso.date();

/** One amount band in minor units, both ends included. */
export const ZDepositBand = z
  .object({
    fromMinor: z.number().int().positive(),
    toMinor: z.number().int().positive(),
  })
  .refine((band) => band.fromMinor <= band.toMinor, { message: 'band ends before it starts' });
export type TDepositBand = z.infer<typeof ZDepositBand>;

/**
 * A rate table. `ratesBps[t][b]` is the nominal annual rate, in hundredths of a percent (basis
 * points, 250 = 2.50 %), of `termsDays[t]` in `bands[b]`: integers, so no float enters a contract.
 */
export const ZDepositRateTable = z
  .object({
    currency: z.string().length(3),
    validFrom: ZCalendarDay,
    /** Null: until a later table starts. */
    validTo: ZCalendarDay.nullable(),
    termsDays: z.array(z.number().int().min(1).max(3660)).min(1),
    bands: z.array(ZDepositBand).min(1),
    ratesBps: z.array(z.array(z.number().int().min(0).max(10_000)).min(1)).min(1),
  })
  .superRefine((table, ctx) => {
    if (new Set(table.termsDays).size !== table.termsDays.length) {
      ctx.addIssue({ code: 'custom', path: ['termsDays'], message: 'a term is listed twice' });
    }
    // Contiguous bands: an amount between two bands would have no rate.
    table.bands.forEach((band, index) => {
      const previous = table.bands[index - 1];
      if (previous !== undefined && band.fromMinor !== previous.toMinor + 1) {
        ctx.addIssue({ code: 'custom', path: ['bands', index], message: 'bands must touch' });
      }
    });
    const shapeFits =
      table.ratesBps.length === table.termsDays.length &&
      table.ratesBps.every((row) => row.length === table.bands.length);
    if (!shapeFits) {
      ctx.addIssue({ code: 'custom', path: ['ratesBps'], message: 'one rate per term and band' });
    }
    if (table.validTo !== null && table.validTo < table.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'ends before it starts' });
    }
  });
export type TDepositRateTable = z.infer<typeof ZDepositRateTable>;

/** What the configuration holds: the tables over time (e.g. today's and next month's). */
export const ZDepositRateTables = z.array(ZDepositRateTable).min(1);
export type TDepositRateTables = z.infer<typeof ZDepositRateTables>;

/**
 * Development defaults: EXAMPLE RATES, not the bank's tariff (decision 232). EUR for si, ALL for
 * al (minor units are hundredths in both, decision 179).
 */
export const DEFAULT_DEPOSIT_RATE_TABLES = {
  si: [
    {
      currency: 'EUR',
      validFrom: '2026-01-01',
      validTo: null,
      termsDays: [31, 91, 181, 365],
      bands: [
        { fromMinor: 100_000, toMinor: 999_999 },
        { fromMinor: 1_000_000, toMinor: 4_999_999 },
        { fromMinor: 5_000_000, toMinor: 10_000_000 },
      ],
      ratesBps: [
        [100, 120, 140],
        [150, 170, 190],
        [200, 220, 240],
        [250, 270, 290],
      ],
    },
  ],
  al: [
    {
      currency: 'ALL',
      validFrom: '2026-01-01',
      validTo: null,
      termsDays: [31, 91, 181, 365],
      bands: [
        { fromMinor: 10_000_000, toMinor: 99_999_999 },
        { fromMinor: 100_000_000, toMinor: 1_000_000_000 },
      ],
      ratesBps: [
        [150, 170],
        [200, 220],
        [250, 270],
        [300, 320],
      ],
    },
  ],
} as const satisfies Readonly<Record<VariantId, TDepositRateTables>>;

/** The table valid on a day (validFrom and validTo both included); the latest start wins. */
export function rateTableOn(
  tables: readonly TDepositRateTable[],
  day: string,
): TDepositRateTable | null {
  const valid = tables.filter(
    (table) => table.validFrom <= day && (table.validTo === null || day <= table.validTo),
  );
  return valid.reduce<TDepositRateTable | null>(
    (latest, table) => (latest === null || table.validFrom > latest.validFrom ? table : latest),
    null,
  );
}

/** The smallest and largest amount the table takes, in minor units. */
export function amountLimits(table: TDepositRateTable): { min: number; max: number } {
  const first = table.bands[0];
  const last = table.bands[table.bands.length - 1];
  return { min: first?.fromMinor ?? 0, max: last?.toMinor ?? 0 };
}

/** The nominal annual rate in basis points for a term and an amount; null outside the table. */
export function rateBpsFor(
  table: TDepositRateTable,
  termDays: number,
  amountMinor: number,
): number | null {
  const term = table.termsDays.indexOf(termDays);
  const band = table.bands.findIndex(
    (candidate) => candidate.fromMinor <= amountMinor && amountMinor <= candidate.toMinor,
  );
  if (term < 0 || band < 0) return null;
  return table.ratesBps[term]?.[band] ?? null;
}
