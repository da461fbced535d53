import { ROUTES, stripTrailingSlash } from './routes';

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
