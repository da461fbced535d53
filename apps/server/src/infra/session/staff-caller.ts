import type { Language, StaffRole } from '@onboarding/domain';

/**
 * A signed-in member of the bank's staff (an operator or a supervisor): a staff session after the
 * password AND the TOTP code (decision 130). Never an applicant: staff sessions have their own
 * table and cookie, so neither kind of session reaches the other's routes.
 */
export interface StaffCaller {
  readonly kind: 'staff';
  readonly staffId: string;
  readonly email: string;
  readonly fullName: string;
  readonly role: StaffRole;
  readonly language: Language;
}
