import { routeForError, stripTrailingSlash, type RoutePath } from '@onboarding/domain';
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

const MOBILE_NOT_FOUND: BannerInput = {
  status: 'warning',
  text: 'errors.mobileNotFound.title',
  description: 'errors.mobileNotFound.text',
};

/**
 * Where a failed call leads and what the banner says (spec 1 §8, spec 3 §8). Pure: the client's
 * failure handler applies the result. The page comes from the domain's routeForError; the banner:
 * 401 and 403 say 'User not logged in.', a missing mobile number has its own message, and the
 * pages a failure leads to explain themselves, so they get no banner. ignoreGuiBanner drops it.
 */
export function routeFailure(error: ApiError, currentPath: string): FailureRouting {
  const { status, code, options } = error;
  const route = routeForError({
    ...(status === undefined ? {} : { status }),
    ...(code === undefined ? {} : { code }),
    ...(options.scope === undefined ? {} : { scope: options.scope }),
    currentPath,
  });
  let banner: BannerInput | null = null;
  if (status === 401 || status === 403) banner = NOT_LOGGED_IN;
  else if (error.message === NULL_MOBILE_NUMBER_MESSAGE) banner = MOBILE_NOT_FOUND;

  const here = route !== null && stripTrailingSlash(currentPath) === route;
  return {
    // A missing mobile number is answered in place: the applicant picks another contact option.
    route: here || banner === MOBILE_NOT_FOUND ? null : route,
    banner: options.ignoreGuiBanner ? null : banner,
  };
}
