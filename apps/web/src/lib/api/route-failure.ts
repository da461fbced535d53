import { ROUTES, routeForError, stripTrailingSlash, type RoutePath } from '@onboarding/domain';
import type { BannerInput } from '../notifications/banner-store';
import type { ApiError } from './api-error';

/** spec 3 §8: the server's message for a prospect without a mobile number. */
export const NULL_MOBILE_NUMBER_MESSAGE = 'Null prospect mobile number';

export interface FailureRouting {
  /** The page to go to, or null to stay (the screen shows the error in place, or it is ignored). */
  readonly route: RoutePath | null;
  /** The banner message, or null for none. */
  readonly banner: BannerInput | null;
}

const NOT_LOGGED_IN: BannerInput = {
  status: 'warning',
  text: 'errors.notLoggedIn.title',
  description: 'errors.notLoggedIn.text',
};

/** A signed-in applicant whose session ended: told calmly, on the sign-in form (decision 208). */
const SESSION_ENDED: BannerInput = {
  status: 'unknown',
  text: 'errors.sessionEnded.title',
  description: 'errors.sessionEnded.text',
};

const MOBILE_NOT_FOUND: BannerInput = {
  status: 'warning',
  text: 'errors.mobileNotFound.title',
  description: 'errors.mobileNotFound.text',
};

/** The sign-in pages a 401 never leads away from with a message. */
const SIGN_IN_PATHS: readonly string[] = [ROUTES.lightSignup, ROUTES.lightSignupLoginBack];

/**
 * A 401 (spec 1 §8, decision 208): a visitor who never signed in simply gets the first page,
 * /lightsignup, without a message (nobody logged them out); an applicant whose session ended gets
 * the sign-in form, /lightsignup/loginback, with "your session ended".
 */
function routeUnauthorized(currentPath: string, wasSignedIn: boolean): FailureRouting {
  const path = stripTrailingSlash(currentPath);
  if (!wasSignedIn) {
    return { route: path === ROUTES.lightSignup ? null : ROUTES.lightSignup, banner: null };
  }
  return {
    route: SIGN_IN_PATHS.includes(path) ? null : ROUTES.lightSignupLoginBack,
    banner: SESSION_ENDED,
  };
}

/**
 * Where a failed call leads and what the banner says (spec 1 §8, spec 3 §8). Pure: the client's
 * failure handler applies the result. A 401 depends on whether the browser had a session
 * (routeUnauthorized); otherwise the page comes from the domain's routeForError; the banner: 403
 * says 'User not logged in.', a missing mobile number has its own message, and the pages a
 * failure leads to explain themselves, so they get no banner. ignoreGuiBanner drops it.
 */
export function routeFailure(
  error: ApiError,
  currentPath: string,
  wasSignedIn = false,
): FailureRouting {
  const { status, code, options } = error;
  if (status === 401) {
    const routing = routeUnauthorized(currentPath, wasSignedIn);
    return options.ignoreGuiBanner ? { ...routing, banner: null } : routing;
  }
  const route = routeForError({
    ...(status === undefined ? {} : { status }),
    ...(code === undefined ? {} : { code }),
    ...(options.scope === undefined ? {} : { scope: options.scope }),
    currentPath,
  });
  let banner: BannerInput | null = null;
  if (status === 403) banner = NOT_LOGGED_IN;
  else if (error.message === NULL_MOBILE_NUMBER_MESSAGE) banner = MOBILE_NOT_FOUND;

  const here = route !== null && stripTrailingSlash(currentPath) === route;
  return {
    // A missing mobile number is answered in place: the applicant picks another contact option.
    route: here || banner === MOBILE_NOT_FOUND ? null : route,
    banner: options.ignoreGuiBanner ? null : banner,
  };
}
