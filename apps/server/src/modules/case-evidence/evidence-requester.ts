import type { StaffCaller } from '../../infra/session/staff-caller';

/** Who asked for an export: a member of staff, an applicant's session, or nobody signed in. */
export type EvidenceRequester =
  | { readonly kind: 'staff'; readonly staff: StaffCaller }
  | { readonly kind: 'applicant'; readonly userId: string }
  | { readonly kind: 'anonymous' };
