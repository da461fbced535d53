// Calendar days as the applicant reads them: the one date format of the pages that show a
// deposit's start and maturity (decision 232), over the calendar helpers.
import { formatLongDate } from '../dates/calendar';

/** "1 June 2026", "1. junij 2026": a calendar day "YYYY-MM-DD" in the page's language. */
export function formatDay(day: string, language: string): string {
  return formatLongDate(day, language);
}
