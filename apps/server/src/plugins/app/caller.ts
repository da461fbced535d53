import { ZErrorBody } from '@onboarding/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error';
import type { DocumentCaller } from '../../infra/session/caller';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route: the signed-in applicant, or also the phone with a hand-off session
     * (decision 072). Settled in onRequest, before the body is read.
     */
    caller?: 'applicant' | 'applicant-or-phone';
  }
  interface FastifyRequest {
    caller: DocumentCaller | undefined;
  }
  interface FastifyInstance {
    /** The caller of a request: the applicant's session, or (when allowed) the phone's. */
    identifyCaller(request: FastifyRequest, allowPhone: boolean): Promise<DocumentCaller>;
  }
}

export interface CallerPluginOptions {
  /** The phone's hand-off session behind its cookie, or null. */
  readonly phoneCallerOf: (request: FastifyRequest) => Promise<DocumentCaller | null>;
}

/** Route config: the signed-in applicant, or the phone of a hand-off (decision 072). */
export const APPLICANT_OR_PHONE = { caller: 'applicant-or-phone' } as const;
/** Route config: the signed-in applicant only. */
export const APPLICANT_ONLY = { caller: 'applicant' } as const;

/** The refusals a route with a caller answers besides its own (the one error body each). */
export const CALLER_ROUTE_ERRORS = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
} as const;

const unauthorized = () => new AppError(401, 'UNAUTHORIZED', { message: 'Sign in to continue.' });

/** The caller the route's config asked for; the hook has run, so it is there. */
export function callerOf(request: FastifyRequest): DocumentCaller {
  if (request.caller === undefined) throw unauthorized();
  return request.caller;
}

/** The signed-in applicant of a route that the phone may not call. */
export function applicantOf(
  request: FastifyRequest,
): Extract<DocumentCaller, { kind: 'applicant' }> {
  const caller = callerOf(request);
  if (caller.kind !== 'applicant') throw unauthorized();
  return caller;
}

/** Caller identification as a hook of the routes that declare `config.caller`. */
export const callerPlugin = fp<CallerPluginOptions>(
  (app, { phoneCallerOf }, done) => {
    const identifyCaller = async (request: FastifyRequest, allowPhone: boolean) => {
      const user = await app.sessions.find(request);
      if (user !== null) {
        return { kind: 'applicant', userId: user.userId, uid: user.uid, session: user } as const;
      }
      if (allowPhone) {
        const phone = await phoneCallerOf(request);
        if (phone !== null) return phone;
      }
      throw unauthorized();
    };
    app.decorate('identifyCaller', identifyCaller);
    app.decorateRequest('caller', undefined);
    app.addHook('onRequest', async (request) => {
      const wanted = request.routeOptions.config.caller;
      if (wanted === undefined) return;
      request.caller = await identifyCaller(request, wanted === 'applicant-or-phone');
    });
    done();
  },
  { name: 'request-caller', dependencies: ['sessions'] },
);
