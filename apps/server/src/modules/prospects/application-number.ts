import { localTimeIn } from '@onboarding/domain';

/** Digits of the sequence part: 2026-000123; a longer sequence keeps all its digits. */
const SEQUENCE_DIGITS = 6;

/**
 * The application's number as people read and quote it (decision 203): the year the application
 * started, in the bank's zone, and its place in the prospects' sequence. The UUID stays the id of
 * every API call; this is for documents and letters only.
 */
export function formatApplicationNumber(
  prospect: { readonly applicationNumber: number; readonly createdAt: Date },
  timeZone: string,
): string {
  const year = localTimeIn(prospect.createdAt, timeZone).date.slice(0, 4);
  return `${year}-${String(prospect.applicationNumber).padStart(SEQUENCE_DIGITS, '0')}`;
}
