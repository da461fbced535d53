/** Staff e-mail addresses are compared and stored in lower case. */
export function normalizeStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}
