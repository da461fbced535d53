/** Small cookie helpers for the cookies of spec 1 §3 (uid, language, product, continueNoVirtualBranch). */

export interface CookieTarget {
  cookie: string;
  readonly location: Pick<Location, 'protocol'>;
}

const DAY_SECONDS = 24 * 60 * 60;

export function readCookie(
  name: string,
  target: Pick<CookieTarget, 'cookie'> = document,
): string | null {
  for (const part of target.cookie.split(';')) {
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
  target.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string, target: CookieTarget = document): void {
  target.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}
