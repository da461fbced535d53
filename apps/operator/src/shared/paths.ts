/**
 * The console's addresses (decision 261): hash routes under /operator/, so a link such as
 * /operator/#/call/<id> can be shared and opens the same screen after sign-in. Every screen links
 * through these builders; the route table (app/route-table.tsx) mounts the same patterns.
 */
export const PATHS = {
  queue: '/queue',
  call: '/call/:identificationId',
  identifications: '/identifications',
  payments: '/payments',
  processes: '/processes',
  staff: '/staff',
  evidence: '/evidence',
  cases: '/cases',
  casePage: '/cases/:prospectId',
  qualityReviews: '/quality-reviews',
  qualityReview: '/quality-reviews/:identificationId',
  qualityReport: '/quality-report',
  operations: '/operations',
  fourEyes: '/four-eyes',
} as const;

const segment = encodeURIComponent;

/** The address of one screen, for `<Link to>` and `navigate()`. */
export const paths = {
  queue: () => PATHS.queue,
  call: (identificationId: string) => `/call/${segment(identificationId)}`,
  identifications: () => PATHS.identifications,
  payments: () => PATHS.payments,
  processes: () => PATHS.processes,
  staff: () => PATHS.staff,
  evidence: () => PATHS.evidence,
  cases: () => PATHS.cases,
  /** The case page of one prospect (the case page feature mounts it). */
  casePage: (prospectId: string) => `/cases/${segment(prospectId)}`,
  /** The quality review (decision 269): the queue, one call's review, the monthly report. */
  qualityReviews: () => PATHS.qualityReviews,
  qualityReview: (identificationId: string) => `/quality-reviews/${segment(identificationId)}`,
  qualityReport: () => PATHS.qualityReport,
  /** Operations live (decisions 270, 271): the queue now and the alert; the day and the funnel for supervisors. */
  operations: () => PATHS.operations,
  /** The approvals waiting for a second pair of eyes (decision 267). */
  fourEyes: () => PATHS.fourEyes,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path parameter that names a record: a UUID, or null (the screen then says "not found"). */
export function uuidParam(value: string | undefined): string | null {
  return value !== undefined && UUID.test(value) ? value.toLowerCase() : null;
}
