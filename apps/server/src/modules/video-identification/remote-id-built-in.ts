import { ZVideoChatEndRequest, ZVideoChatStartRequest } from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import type { RequestContext } from '../../infra/audit/audit-log';
import { equalHex, hmacSha256Hex } from '../../infra/crypto/random';
import type { RemoteIdCall, RemoteIdProvider } from './remote-id-port';
import type { VideoIdentificationService } from './service';

/**
 * The signature steps of the built-in provider (decision 142), served by the contracts module
 * (which sits above this one, so it is handed in by the composition root).
 */
export interface BuiltInSignature {
  register(
    owner: Applicant,
    prospectId: string,
    body: unknown,
    context: RequestContext,
  ): Promise<unknown>;
  sendOtp(
    owner: Applicant,
    prospectId: string,
    body: unknown,
    context: RequestContext,
  ): Promise<unknown>;
  issueAndSign(
    owner: Applicant,
    prospectId: string,
    body: unknown,
    context: RequestContext,
  ): Promise<unknown>;
}
type Applicant = { readonly userId: string };

/** The one task the built-in provider runs: our video identification (and its signature). */
export const BUILT_IN_TASK = 'videoidentification';

const unauthorized = () =>
  new AppError(401, 'UNAUTHORIZED', { message: 'Sign in and use the session key of the process.' });

const badBody = () =>
  new AppError(400, 'BAD_REQUEST', { message: 'The body does not fit this step.' });

/**
 * The built-in provider (decision 133): our own queue and operator console behind the spec's
 * calls. `process/{prospectId}/start` gives the signed-in applicant a session key bound to them and
 * the prospect; `queue` joins the queue (the body of `videochat/start`), `poll` reads the state,
 * `dequeue` leaves (the body of `videochat/end`, LEFT by default), `dossier` gives the evidence
 * record's summary. The signature steps `register`, `sendotp` and `issueandsign` are our own
 * certificate and contracts (decision 142, `signature`); `start` belongs to an external provider:
 * 501 here.
 */
export function createBuiltInRemoteIdProvider(deps: {
  readonly appSecret: string;
  readonly video: Pick<
    VideoIdentificationService,
    'requireOwnProspect' | 'start' | 'current' | 'end' | 'dossierOf'
  >;
  readonly signature: BuiltInSignature;
}): RemoteIdProvider {
  const { appSecret, video, signature } = deps;
  const keyOf = (userId: string, prospectId: string) =>
    hmacSha256Hex(appSecret, `remote-id:${userId}:${prospectId}`);

  const applicantOf = (call: RemoteIdCall) => {
    if (call.applicant === null) throw unauthorized();
    return call.applicant;
  };

  return {
    kind: 'built-in',
    async startProcess(token, _body, call) {
      const applicant = applicantOf(call);
      await video.requireOwnProspect(applicant, token);
      return {
        status: 200,
        body: {
          sessionKey: keyOf(applicant.userId, token),
          taskName: BUILT_IN_TASK,
          taskId: token,
        },
      };
    },

    async task(task, sessionKey, body, call) {
      const applicant = applicantOf(call);
      if (task.name !== BUILT_IN_TASK || !equalHex(sessionKey, keyOf(applicant.userId, task.id))) {
        throw unauthorized();
      }
      await video.requireOwnProspect(applicant, task.id);
      switch (task.step) {
        case 'queue': {
          const request = ZVideoChatStartRequest.safeParse(body);
          if (!request.success) throw badBody();
          return {
            status: 200,
            body: await video.start(applicant, task.id, request.data, call.context),
          };
        }
        case 'poll':
          return { status: 200, body: await video.current(applicant, task.id) };
        case 'dequeue': {
          const request = ZVideoChatEndRequest.safeParse(body ?? { reason: 'LEFT' });
          if (!request.success) throw badBody();
          return {
            status: 200,
            body: await video.end(applicant, task.id, request.data, call.context),
          };
        }
        case 'dossier':
          return { status: 200, body: await video.dossierOf(applicant, task.id) };
        case 'register':
          return {
            status: 200,
            body: await signature.register(applicant, task.id, body, call.context),
          };
        case 'sendotp':
          return {
            status: 200,
            body: await signature.sendOtp(applicant, task.id, body, call.context),
          };
        case 'issueandsign':
          return {
            status: 200,
            body: await signature.issueAndSign(applicant, task.id, body, call.context),
          };
        case 'start':
          return {
            status: 501,
            body: {
              mainError: {
                code: 'NOT_PROVIDED',
                message:
                  'The built-in provider does not do start; configure REMOTE_ID_PROVIDER_URL.',
              },
              fieldErrors: [],
            },
          };
      }
    },
  };
}
