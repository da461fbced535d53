import type { TStaffAccount, TStaffMember } from '@onboarding/domain';
import type { StaffCaller } from '../../infra/session/staff-caller';
import type { StaffAccountRow } from './tables';

export function memberOf(row: StaffAccountRow): TStaffMember {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    language: row.language,
  };
}

export function accountOf(row: StaffAccountRow): TStaffAccount {
  return {
    ...memberOf(row),
    totpEnrolled: row.totpEnrolledAt !== null,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function callerOfRow(row: StaffAccountRow): StaffCaller {
  return {
    kind: 'staff',
    staffId: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    language: row.language,
  };
}
