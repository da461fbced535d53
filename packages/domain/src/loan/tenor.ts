import { z } from 'zod';

/** spec 2 §3: the offer shows the tenor as years and months. */
export interface TenorParts {
  readonly years: number;
  readonly months: number;
}

export const ZTenorParts = z.object({
  years: z.number().int().min(0).max(100),
  months: z.number().int().min(0).max(11),
});

export function tenorParts(tenorMonths: number): TenorParts {
  return { years: Math.floor(tenorMonths / 12), months: tenorMonths % 12 };
}

export function tenorMonthsOf({ years, months }: TenorParts): number {
  return years * 12 + months;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * A calendar day ("YYYY-MM-DD") moved by whole months, the day kept or clamped to the month's
 * last day (31 January + 1 month = 28/29 February), as instalment due dates are.
 */
export function addMonthsToIsoDate(date: string, months: number): string {
  const match = ISO_DATE.exec(date);
  if (match === null) throw new RangeError(`Not an ISO date: ${date}`);
  const total = Number(match[1]) * 12 + (Number(match[2]) - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const day = Math.min(Number(match[3]), daysInMonth(year, month));
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}
