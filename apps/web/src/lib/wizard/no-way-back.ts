import { redirectOnLocationChange, type RoutePath } from '@onboarding/domain';

/** The last location the applicant was allowed to stay on, and their state's page then. */
export interface SettledLocation {
  readonly path: string;
  readonly landing: RoutePath | null;
}

export interface WayBackInput {
  /** Null before the first location. */
  readonly settled: SettledLocation | null;
  readonly pathname: string;
  readonly pageSequence: readonly RoutePath[] | null;
  /** The page the prospect's state leads to now (wizardPosition's landing). */
  readonly landing: RoutePath | null;
}

/**
 * spec 1 §4 "Access state": where an applicant who moved backward in the page sequence is returned
 * to, or null to let them stay. One backward move is allowed: to the page the state leads to when
 * the server moved the state since (an operator's "redo the documents" after the video call,
 * decision 132); an applicant ahead of an unchanged state is still held.
 */
export function wayBackTo({
  settled,
  pathname,
  pageSequence,
  landing,
}: WayBackInput): string | null {
  if (settled === null || pageSequence === null || settled.path === pathname) return null;
  if (landing !== null && pathname === landing && settled.landing !== landing) return null;
  return redirectOnLocationChange({
    userState: 'AUTHENTICATED',
    pageSequence,
    from: settled.path,
    to: pathname,
  });
}
