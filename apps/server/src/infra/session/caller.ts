import type { SessionUser } from './session-store';

/**
 * Who is calling a document route: the signed-in applicant (desktop session), or a phone holding a
 * hand-off session, which only reaches the one prospect of its hand-off (decision 072).
 */
export type DocumentCaller =
  | {
      readonly kind: 'applicant';
      readonly userId: string;
      readonly uid: string;
      readonly session: SessionUser;
    }
  | {
      readonly kind: 'handoff';
      readonly userId: string;
      readonly uid: string;
      readonly prospectId: string;
      readonly tid: string;
    };
