import { SHOWN_STEP_COOKIE, UID_COOKIE_MAX_AGE_DAYS } from '@onboarding/domain/constants';
import type { ProcessName } from '@onboarding/domain/processes';
import { shownStepName } from '../../config/shown-step';
import { deleteCookie, writeCookie, type CookieTarget } from '../cookies/cookies';

/** Names the private step on screen for the server's next index.html (decision 224), as the uid. */
export function rememberShownStep(process: ProcessName, path: string, target?: CookieTarget): void {
  writeCookie(SHOWN_STEP_COOKIE, shownStepName(process, path), UID_COOKIE_MAX_AGE_DAYS, target);
}

/** The session ended or the application is gone: no step of it is painted on the next load. */
export function forgetShownStep(target?: CookieTarget): void {
  deleteCookie(SHOWN_STEP_COOKIE, target);
}
