/*
 * A time of day as opening hours write it (decision 239): on the 24-hour clock with two-digit
 * hours in every language ("08:30", as formatTime writes an instant), "24:00" for a day open
 * until midnight. The bank's hours come as "0830" (spec 2 §3) or "08:30".
 */
const CLOCK_TIME = /^(\d{1,2}):?(\d{2})$/;

/** "0830", "8:30" or "08:30" → "08:30"; "2400" → "24:00"; "" for anything that is not a time. */
export function formatClockTime(value: string): string {
  const match = CLOCK_TIME.exec(value.trim());
  if (match === null) return '';
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return '';
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
