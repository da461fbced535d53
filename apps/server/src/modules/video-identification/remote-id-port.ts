import type { RequestContext } from '../../infra/audit/audit-log';
import type { DocumentCaller } from '../../infra/session/caller';

/** spec 3 §7: the steps of a remote-identification task, `POST {taskName}/{taskId}/{step}`. */
export const REMOTE_ID_STEPS = [
  'start',
  'register',
  'issueandsign',
  'sendotp',
  'queue',
  'poll',
  'dequeue',
  'dossier',
] as const;
export type RemoteIdStep = (typeof REMOTE_ID_STEPS)[number];

/** The base of the provider's calls under /services/slo (spec 3 §7). */
export const REMOTE_ID_BASE = '/infocert/noauth/rest10';

/** What the caller of a provider call brings: the applicant (for the built-in one) and the request. */
export interface RemoteIdCall {
  readonly applicant: Extract<DocumentCaller, { kind: 'applicant' }> | null;
  readonly context: RequestContext;
}

/** A provider's answer, passed on as it is (spec 3: "Response fields: not shown"). */
export interface RemoteIdAnswer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * The remote identification provider (decision 133): the spec's calls, answered
 * by our own queue and operator console (built in) or forwarded to an external provider.
 */
export interface RemoteIdProvider {
  readonly kind: 'built-in' | 'external';
  /** `POST process/{token}/start`: opens a session; the answer carries its session key. */
  startProcess(token: string, body: unknown, call: RemoteIdCall): Promise<RemoteIdAnswer>;
  /** `POST {taskName}/{taskId}/{step}` with `Authorization: COP {sessionKey}`. */
  task(
    task: { readonly name: string; readonly id: string; readonly step: RemoteIdStep },
    sessionKey: string,
    body: unknown,
    call: RemoteIdCall,
  ): Promise<RemoteIdAnswer>;
}
