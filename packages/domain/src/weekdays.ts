// The weekdays alone, without the opening-hours rules: the formatting module and local-time need
// them, and a page that only writes a date must not load zod and the route table with them.

/** ISO weekday order, Monday first. */
export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
