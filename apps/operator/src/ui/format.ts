import { formatPhoneNumber } from '@onboarding/domain/phone-format';

/** A waiting time as m:ss (or h:mm:ss), for a live counter. */
export function formatElapsed(fromIso: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(fromIso)) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A date and time in the console's language. */
export function formatDateTime(iso: string | null, language: string): string {
  if (iso === null) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

/**
 * A phone number as the server sends it (E.164, or the prefix and the number as entered), in the
 * international grouping every app prints (decision 235): "+386 41 555 202", never "+386 041…".
 */
export function formatPhone(phone: string): string {
  return formatPhoneNumber(phone);
}
