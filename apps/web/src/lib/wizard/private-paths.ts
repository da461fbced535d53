import {
  ROUTES,
  resolveRoutePath,
  stripTrailingSlash,
  type RoutePath,
} from '@onboarding/domain/routes';
import { STEP_ROUTES } from '@onboarding/domain/steps';
import { paths } from '../../config/paths';

/**
 * The private routes of spec 1 §4 "Private-route guard": the wizard's step pages and the desktop
 * upload sub-pages (the mobile upload pages run on the phone with a signed token, without the
 * session). /lightsignup (Intro) is public; the error page (BlockedProcess) is where failures
 * lead, so it is public too.
 */
const STEP_PAGES: readonly (RoutePath | null)[] = Object.values(STEP_ROUTES);

export const PRIVATE_STEP_ROUTES: readonly RoutePath[] = [
  ...new Set(
    STEP_PAGES.filter(
      (route): route is RoutePath =>
        route !== null && route !== ROUTES.lightSignup && route !== ROUTES.errorPage,
    ),
  ),
  ROUTES.documentsUploadPhoto,
  ROUTES.documentsUploadMobile,
];

/** True on a page only a signed-in applicant sees: the header then offers exit and save. */
export function isPrivatePath(path: string): boolean {
  const route = resolveRoutePath(path);
  if (route !== null) return PRIVATE_STEP_ROUTES.includes(route);
  return stripTrailingSlash(path) === paths.myApplication.path;
}
