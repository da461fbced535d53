import {
  formatDateTime as formatDateTimeIn,
  formatMoney,
  formatPhoneNumber,
} from '@onboarding/domain/format';
import type { Language } from '@onboarding/domain';
import { useLanguage, useVariant } from '@onboarding/web-shell';

/** A waiting time as m:ss (or h:mm:ss), for a live counter. */
export function formatElapsed(fromIso: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(fromIso)) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * A date and time in the console's language, day first and on the 24-hour clock, read in the
 * bank's time zone whatever the operator's computer says (decision 238); a dash for none.
 */
export function formatDateTime(iso: string | null, language: Language, timeZone: string): string {
  const text = iso === null ? '' : formatDateTimeIn(iso, language, { timeZone });
  return text === '' ? '—' : text;
}

/** The console's formats: its language, and the bank's time zone from the variant. */
export function useConsoleFormat() {
  const language = useLanguage();
  const { timeZone } = useVariant();
  return {
    dateTime: (iso: string | null) => formatDateTime(iso, language, timeZone),
    money: (cents: number, currency: string) => formatMoney(cents, currency, language),
  };
}

/**
 * A phone number as the server sends it (E.164, or the prefix and the number as entered), in the
 * international grouping every app prints (decision 235): "+386 41 555 202", never "+386 041…".
 */
export function formatPhone(phone: string): string {
  return formatPhoneNumber(phone);
}
