import { resolveRoutePath, type RoutePath } from '@onboarding/domain';

export interface AddressedStepInput {
  /** The path the applicant opened by its address (typed, bookmarked, reloaded, back/forward). */
  readonly pathname: string;
  readonly pageSequence: readonly RoutePath[];
  /** The page the prospect's state leads to now (wizardPosition's landing). */
  readonly landing: RoutePath;
}

/**
 * spec 1 §4 "Access state": on a chosen process the applicant resumes at the current state's page
 * "if not already there", and an authenticated applicant never moves backward. A step page opened
 * by its address is therefore shown only when it is the state's page: a later step would show
 * earlier steps as done and lose its answers on submit (the server has not reached it), an earlier
 * one is a move backward. Returns the page to go to instead, or null to stay. Pages outside the
 * step sequence (my application, the document sub-pages, user messages) are not steps and stay.
 */
export function addressedStepRedirect({
  pathname,
  pageSequence,
  landing,
}: AddressedStepInput): RoutePath | null {
  const route = resolveRoutePath(pathname);
  if (route === null || route === landing || !pageSequence.includes(route)) return null;
  return landing;
}
