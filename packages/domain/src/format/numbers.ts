import type { Language } from '../variants';

/*
 * Numbers, money and percentages as the reader writes them (decision 238). By hand rather than
 * through Intl for the same reasons as the dates: the same text in every browser and on the
 * server, and thousands always grouped ("1.677,88 €", where CLDR's Slovenian and Albanian leave
 * four-digit numbers ungrouped).
 */

interface NumberConventions {
  /** Between groups of three digits. */
  readonly group: string;
  readonly decimal: string;
  /** Between the number and the percent sign ("1,70 %" in Slovenian, "1.70%" in English). */
  readonly percentGap: string;
  /** Whether the currency goes before the number ("€1,677.88") or after it ("1.677,88 €"). */
  readonly currencyFirst: boolean;
}

const NBSP = '\u00a0';

const CONVENTIONS: Readonly<Record<Language, NumberConventions>> = {
  sl: { group: '.', decimal: ',', percentGap: NBSP, currencyFirst: false },
  en: { group: ',', decimal: '.', percentGap: '', currencyFirst: true },
  // Albanian groups with a (no-break) space and writes the currency after the number.
  sq: { group: NBSP, decimal: ',', percentGap: '', currencyFirst: false },
};

/** The currency's sign in each language; a currency without one is written by its ISO code. */
const CURRENCY_SIGNS: Readonly<Record<string, Partial<Record<Language, string>>>> = {
  EUR: { sl: '€', en: '€', sq: '€' },
  // The lek: "Lekë" is how Albanian writes amounts of it (CLDR sq); other languages use "ALL".
  ALL: { sq: 'Lekë' },
};

/** Digits of the minor unit (ISO 4217): both currencies of the variants have cents or qindarka. */
const MINOR_DIGITS: Readonly<Record<string, number>> = { EUR: 2, ALL: 2 };

export interface NumberOptions {
  /** Fixed number of decimals; default: as many as the value needs, at most 3. */
  readonly fractionDigits?: number;
}

function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** A number with grouped thousands and the language's decimal sign ("1.677,88"). */
export function formatNumber(
  value: number,
  language: Language,
  { fractionDigits }: NumberOptions = {},
): string {
  if (!Number.isFinite(value)) return '';
  const { group, decimal } = CONVENTIONS[language];
  const fixed =
    fractionDigits === undefined
      ? String(Math.round(Math.abs(value) * 1000) / 1000)
      : roundHalfUp(Math.abs(value), fractionDigits).toFixed(fractionDigits);
  const [whole = '0', fraction] = fixed.split('.');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  const grouped = groupDigits(whole, group);
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}${decimal}${fraction}`;
}

/** Half up at `digits` decimals, free of binary error (1.005 → 1.01, not 1.00). */
function roundHalfUp(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(Number((value * factor).toPrecision(15))) / factor;
}

export interface MoneyOptions {
  /** Whole units only ("€1,000"), as amount sliders and round offers show them. */
  readonly whole?: boolean;
}

/** An amount given in minor units (cents) of a currency ("1.677,88 €", "€1,677.88", "1 677,88 Lekë"). */
export function formatMoney(
  minor: number,
  currency: string,
  language: Language,
  { whole = false }: MoneyOptions = {},
): string {
  const digits = MINOR_DIGITS[currency] ?? 2;
  const number = formatNumber(Math.abs(minor) / 10 ** digits, language, {
    fractionDigits: whole ? 0 : digits,
  });
  if (number === '') return '';
  // The minus leads the whole amount ("-€2.50", "-2,50 €"), and no amount rounds to "-0".
  const negative = minor < 0 && /[1-9]/.test(number);
  return `${negative ? '-' : ''}${placeCurrency(number, currency, language)}`;
}

/** An amount given in whole units or as a decimal string of the API ("1677.88"). */
export function formatAmount(
  amount: number | string,
  currency: string,
  language: Language,
  options: MoneyOptions = {},
): string {
  const digits = MINOR_DIGITS[currency] ?? 2;
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return '';
  return formatMoney(Math.round(value * 10 ** digits), currency, language, options);
}

/** The currency's sign alone ("€", "Lekë", "ALL"), for a field's unit. */
export function currencySign(currency: string, language: Language): string {
  return CURRENCY_SIGNS[currency]?.[language] ?? currency;
}

function placeCurrency(number: string, currency: string, language: Language): string {
  const sign = currencySign(currency, language);
  if (!CONVENTIONS[language].currencyFirst) return `${number}${NBSP}${sign}`;
  // "€1,677.88" but "ALL 1,677.88": a sign of letters is kept apart from the digits.
  return /\p{L}$/u.test(sign) ? `${sign}${NBSP}${number}` : `${sign}${number}`;
}

/** A fraction as a percentage ("1,70 %", "1.70%"); two decimals unless told otherwise. */
export function formatPercent(
  fraction: number,
  language: Language,
  { fractionDigits = 2 }: NumberOptions = {},
): string {
  const number = formatNumber(fraction * 100, language, { fractionDigits });
  return number === '' ? '' : `${number}${CONVENTIONS[language].percentGap}%`;
}

/** A rate in basis points (decision 232 keeps rates in bps) as a percentage with two decimals. */
export function formatBasisPoints(bps: number, language: Language): string {
  return formatPercent(bps / 10_000, language);
}

/** A file's size in kilobytes with at most one decimal ("12,3 kB"). */
export function formatFileSize(bytes: number, language: Language): string {
  const kilobytes = Math.round(bytes / 100) / 10;
  return `${formatNumber(kilobytes, language)}${NBSP}kB`;
}
