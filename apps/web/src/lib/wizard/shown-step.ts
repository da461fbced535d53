import { ROUTES, welcomeStateOf } from '@onboarding/domain';
import { SHOWN_STEP_COOKIE, UID_COOKIE_MAX_AGE_DAYS } from '@onboarding/domain/constants';
import type { ProcessName } from '@onboarding/domain/processes';
import type { ProductState } from '@onboarding/domain/states';
import { shownStepName } from '../../config/shown-step';
import { deleteCookie, writeCookie, type CookieTarget } from '../cookies/cookies';

/**
 * The picture a reload of `path` shows. The welcome's depends on the product's state (spec 1 §9),
 * and the payment's page is the state's page no more once the payment is awaited: reloaded, it is
 * the welcome's (addressedStepRedirect; decision 289).
 */
export function shownStepOf(process: ProcessName, path: string, productState: ProductState) {
  if (path !== ROUTES.welcome && path !== ROUTES.pennyTransfer) return shownStepName(process, path);
  const waiting = welcomeStateOf(productState) === 'WAITING_FOR_PAYMENT';
  return shownStepName(process, ROUTES.welcome, waiting ? 'waiting' : undefined);
}

/** Names the private step on screen for the server's next index.html (decision 224), as the uid. */
export function rememberShownStep(
  process: ProcessName,
  path: string,
  productState: ProductState,
  target?: CookieTarget,
): void {
  writeCookie(
    SHOWN_STEP_COOKIE,
    shownStepOf(process, path, productState),
    UID_COOKIE_MAX_AGE_DAYS,
    target,
  );
}

/** The session ended or the application is gone: no step of it is painted on the next load. */
export function forgetShownStep(target?: CookieTarget): void {
  deleteCookie(SHOWN_STEP_COOKIE, target);
}
