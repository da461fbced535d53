import type { ProcessName, TUserProcess, UserState } from '@onboarding/domain';
import type { UserStatus } from './api/get-prospect-status';

export type Access =
  | { readonly userState: Extract<UserState, 'AUTHENTICATED'>; readonly process: TUserProcess }
  | {
      readonly userState: Extract<UserState, 'LIMBO'>;
      readonly processes: readonly TUserProcess[];
    };

/**
 * spec 1 §4 "Access state" from the user-status answer: exactly one process is selected
 * (AUTHENTICATED); several mean LIMBO until the applicant chooses one on
 * /usermessages/processchoice; a choice made in this session selects that process. No process at
 * all is LIMBO with an empty list (the choice page offers a new application). A 401 never gets
 * here: the call fails and the API client sends the applicant to /lightsignup (UNAUTHENTICATED).
 */
export function resolveAccess(status: UserStatus, chosen: ProcessName | null): Access {
  const { processes } = status;
  const [only] = processes;
  if (processes.length === 1 && only) return { userState: 'AUTHENTICATED', process: only };
  const picked = processes.find((process) => process.processName === chosen);
  if (picked) return { userState: 'AUTHENTICATED', process: picked };
  return { userState: 'LIMBO', processes };
}
