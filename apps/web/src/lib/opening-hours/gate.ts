import {
  ROUTES,
  openingHoursGateRedirect,
  resolveRoutePath,
  type RoutePath,
} from '@onboarding/domain';

export interface GateInput {
  /** closedStatus of the loaded hours; null while they are not loaded (no decision yet). */
  readonly closed: boolean | null;
  readonly continueChosen: boolean;
  readonly path: string;
  readonly pageSequence: readonly RoutePath[];
}

/**
 * spec 1 §4 "Private-route guard" forgetClosedBranch: the opening-hours check only matters up to
 * the video call. Pages after it in the sequence (certificate, signing, branch, welcome) and pages
 * outside it (My application) forget the closed branch (decision 061).
 */
export function forgetsClosedBranch(path: string, pageSequence: readonly RoutePath[]): boolean {
  const route = resolveRoutePath(path);
  if (route === null) return true;
  const at = pageSequence.indexOf(route);
  const videoChat = pageSequence.indexOf(ROUTES.videoChat);
  // Upload sub-pages are not in the sequence but belong to the document step, before the call.
  if (at < 0) return !route.startsWith(ROUTES.documentsUpload);
  return videoChat >= 0 && at > videoChat;
}

/** Where the opening-hours gate sends the applicant, or null to stay. */
export function openingHoursRedirect(input: GateInput): RoutePath | null {
  if (input.closed === null || forgetsClosedBranch(input.path, input.pageSequence)) return null;
  return openingHoursGateRedirect({
    closed: input.closed,
    continueChosen: input.continueChosen,
    path: input.path,
  });
}
