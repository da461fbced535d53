import { readUidCookie } from './session-cookies';
import { useWhoAmI } from './api/get-whoami';

export interface SessionUid {
  readonly uid: string | null;
  /** True while the uid is being asked for. */
  readonly isPending: boolean;
  /** True when nobody is signed in (or the question failed). */
  readonly isMissing: boolean;
}

export interface SessionUidOptions {
  /** A uid that came with the link (the home gate's `uid` parameter); it wins over the cookie. */
  readonly preferred?: string | null;
  /** Do not route a 401 of whoami (public pages only want to know). */
  readonly quiet?: boolean;
}

/**
 * The session's prospect: the uid cookie (spec 1 §3) when it holds a uid, else the signed-in
 * applicant of the server session (whoami). A tampered cookie is ignored; a uid that is not the
 * session's is refused by the server (403, which leads to /lightsignup/loginback).
 */
export function useSessionUid(options: SessionUidOptions = {}): SessionUid {
  const known = options.preferred ?? readUidCookie();
  const whoami = useWhoAmI({ enabled: known === null, quiet: options.quiet ?? false });
  if (known !== null) return { uid: known, isPending: false, isMissing: false };
  return {
    uid: whoami.data?.uid ?? null,
    isPending: whoami.isPending,
    isMissing: whoami.isError,
  };
}
