import { ROUTES, stripTrailingSlash } from './routes';
import { STEP_ROUTES } from './steps';

/** spec 1 §2, spec 3 §2: long-time-service, user-message and root paths hide header and footer. */
export function hidesHeaderAndFooter(path: string): boolean {
  const clean = stripTrailingSlash(path);
  return (
    clean === ROUTES.home || clean === ROUTES.longTimeService || clean.startsWith('/usermessages/')
  );
}

/**
 * The phone's hand-off pages (a phone opened from the desktop's QR code or SMS, only to take the
 * document's photos) leave out the marketing footer: the phone has one task.
 */
export function omitsFooter(path: string): boolean {
  const clean = stripTrailingSlash(path);
  return hidesHeaderAndFooter(clean) || clean.startsWith('/documentsupload/mobile/');
}

/**
 * Decision 254: the pages whose footer folds to one line on a phone, the wizard's steps and their
 * sub-pages (/documentsupload/uploadphoto, /consents/pdf). The entry pages (light sign-up) and the
 * last page (welcome) keep the full footer, like every other page that shows one.
 */
const FOLDING_FOOTER_ROUTES: readonly string[] = Object.values(STEP_ROUTES).filter(
  (route): route is NonNullable<typeof route> =>
    route !== null && route !== ROUTES.lightSignup && route !== ROUTES.welcome,
);

export function foldsFooter(path: string): boolean {
  const clean = stripTrailingSlash(path);
  if (omitsFooter(clean)) return false;
  return FOLDING_FOOTER_ROUTES.some((route) => clean === route || clean.startsWith(`${route}/`));
}

/** spec 3 §2: the light-signup pages (with or without trailing slash) omit the header image. */
export function omitsHeaderImage(path: string): boolean {
  const clean = stripTrailingSlash(path);
  return clean === ROUTES.lightSignup || clean === ROUTES.lightSignupLoginBack;
}

/** spec 3 §4: paths containing "videochat" are the video-chat part (opening-hours gate). */
export function isVideoChatPath(path: string): boolean {
  return path.includes('videochat');
}

/** spec 1 §2: the loading mask is shown while loading, except on the SalaryStmt step. */
export function showsLoadingMask(isLoading: boolean, path: string): boolean {
  return isLoading && stripTrailingSlash(path) !== ROUTES.salaryStatement;
}
