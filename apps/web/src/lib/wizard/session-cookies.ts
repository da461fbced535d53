import {
  CONTINUE_NO_VIRTUAL_BRANCH_COOKIE_EXPIRY_DAYS,
  UID_COOKIE_MAX_AGE_DAYS,
} from '@onboarding/domain/constants';
import { UID_PATTERN } from '@onboarding/domain/registration-fields';
import { readCookie, writeCookie, type CookieTarget } from '../cookies/cookies';

export const UID_COOKIE = 'uid';
export const CONTINUE_NO_VIRTUAL_BRANCH_COOKIE = 'continueNoVirtualBranch';

/** A uid as the server issues it; anything else (a tampered cookie or link) is ignored. */
export function isUid(value: string | null | undefined): value is string {
  return typeof value === 'string' && UID_PATTERN.test(value);
}

/** The uid cookie (spec 1 §3), or null when it is missing or not a uid. */
export function readUidCookie(target?: Pick<CookieTarget, 'cookie'>): string | null {
  const uid = readCookie(UID_COOKIE, target);
  return isUid(uid) ? uid : null;
}

/** spec 1 §2, §9: a uid that came with a link is kept in the uid cookie for 2 days. */
export function storeUidCookie(uid: string, target?: CookieTarget): void {
  writeCookie(UID_COOKIE, uid, UID_COOKIE_MAX_AGE_DAYS, target);
}

/** spec 1 §4 "Virtual-branch choice": the applicant chose to continue while the branch is closed. */
export function hasChosenToContinue(target?: Pick<CookieTarget, 'cookie'>): boolean {
  return readCookie(CONTINUE_NO_VIRTUAL_BRANCH_COOKIE, target) === 'true';
}

/** spec 1 §9: the continueNoVirtualBranch cookie's expiry 0.25, read as days (6 hours). */
export function storeContinueChoice(target?: CookieTarget): void {
  writeCookie(
    CONTINUE_NO_VIRTUAL_BRANCH_COOKIE,
    'true',
    CONTINUE_NO_VIRTUAL_BRANCH_COOKIE_EXPIRY_DAYS,
    target,
  );
}
