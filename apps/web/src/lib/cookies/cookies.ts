/** Small cookie helpers for the cookies of spec 1 §3 (uid, language, product, continueNoVirtualBranch). */

export interface CookieTarget {
  cookie: string;
  readonly location: Pick<Location, 'protocol'>;
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The cookie string read in the current task. `document.cookie` asks the browser's cookie store
 * on every read (in Chromium a synchronous call to another process), and one render reads it once
 * for each component that wants the uid: a private page's first render spent 25 to 70 ms there
 * (decision 302). Kept until the task's microtasks run; a write through this module drops it.
 */
let readThisTask: {
  readonly target: Pick<CookieTarget, 'cookie'>;
  readonly cookies: string;
} | null = null;

function cookiesOf(target: Pick<CookieTarget, 'cookie'>): string {
  if (readThisTask?.target === target) return readThisTask.cookies;
  const cookies = target.cookie;
  readThisTask = { target, cookies };
  queueMicrotask(forgetReadCookies);
  return cookies;
}

function forgetReadCookies(): void {
  readThisTask = null;
}

export function readCookie(
  name: string,
  target: Pick<CookieTarget, 'cookie'> = document,
): string | null {
  for (const part of cookiesOf(target).split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        // A value that is not valid percent-encoding was not written by us.
        return null;
      }
    }
  }
  return null;
}

/** Writes a cookie for the whole site, SameSite=Lax, Secure on https, expiring after `days`. */
export function writeCookie(
  name: string,
  value: string,
  days: number,
  target: CookieTarget = document,
): void {
  const secure = target.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = Math.round(days * DAY_SECONDS);
  forgetReadCookies();
  target.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string, target: CookieTarget = document): void {
  forgetReadCookies();
  target.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}
