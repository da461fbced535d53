/**
 * The staff session's cookie (decision 130): its own name, so an applicant's `sid` never opens a
 * staff route nor `op_sid` an applicant one. `__Host-` in production: the browser then insists on
 * Secure, Path=/ and no Domain. SameSite=Strict: the console is never entered from another site's
 * link with a session, so no cross-site request carries it.
 */
export function staffCookieName(isProduction: boolean): string {
  return isProduction ? '__Host-op_sid' : 'op_sid';
}

export function staffCookieOptions(isProduction: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'strict', secure: isProduction } as const;
}
