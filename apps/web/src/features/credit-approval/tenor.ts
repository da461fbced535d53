import type { Translate } from '@onboarding/messages';

/** A tenor as years and months in words ("5 years and 6 months"), the zero part left out. */
export function formatTenor(t: Translate, tenorMonths: number): string {
  const years = Math.floor(tenorMonths / 12);
  const months = tenorMonths % 12;
  const yearsText = t('creditApproval.tenor.years', { count: years });
  const monthsText = t('creditApproval.tenor.months', { count: months });
  if (months === 0) return yearsText;
  if (years === 0) return monthsText;
  return t('creditApproval.tenor.both', { years: yearsText, months: monthsText });
}
