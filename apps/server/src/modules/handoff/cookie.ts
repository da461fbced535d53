import { HANDOFF_SESSION_VALIDITY_MS } from '@onboarding/domain';

/** `__Host-` in production: the browser then insists on Secure, Path=/ and no Domain. */
export function handoffCookieName(isProduction: boolean): string {
  return isProduction ? '__Host-handoff' : 'handoff';
}

export function handoffCookieOptions(isProduction: boolean) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isProduction,
    maxAge: Math.floor(HANDOFF_SESSION_VALIDITY_MS / 1000),
  } as const;
}
