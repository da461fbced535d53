import { ZErrorBody } from '@onboarding/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error';
import type { DocumentCaller } from '../../infra/session/caller';
import type { StaffCaller } from '../../infra/session/staff-caller';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route: the signed-in applicant, or also the phone with a hand-off session
     * (decision 072); or a signed-in member of the bank's staff, or a supervisor only (decision
     * 130). Settled in onRequest, before the body is read.
     */
    caller?: 'applicant' | 'applicant-or-phone' | 'staff' | 'supervisor';
  }
  interface FastifyRequest {
    caller: DocumentCaller | undefined;
    /** The staff member of a staff route (config.caller 'staff' or 'supervisor'). */
    staff: StaffCaller | undefined;
  }
  interface FastifyInstance {
    /** The caller of a request: the applicant's session, or (when allowed) the phone's. */
    identifyCaller(request: FastifyRequest, allowPhone: boolean): Promise<DocumentCaller>;
    /**
     * The signed-in staff member (password and TOTP given) behind the request's staff cookie, or
     * null: for the routes' hook and the realtime websocket's upgrade request.
     */
    identifyStaff(request: FastifyRequest): Promise<StaffCaller | null>;
  }
}

export interface CallerPluginOptions {
  /** The phone's hand-off session behind its cookie, or null. */
  readonly phoneCallerOf: (request: FastifyRequest) => Promise<DocumentCaller | null>;
  /** The staff member behind the staff session cookie, or null (decision 130). */
  readonly staffCallerOf: (request: FastifyRequest) => Promise<StaffCaller | null>;
}

/** Route config: the signed-in applicant, or the phone of a hand-off (decision 072). */
export const APPLICANT_OR_PHONE = { caller: 'applicant-or-phone' } as const;
/** Route config: the signed-in applicant only. */
export const APPLICANT_ONLY = { caller: 'applicant' } as const;
/** Route config: a signed-in operator or supervisor (decision 130); never an applicant. */
export const STAFF_ONLY = { caller: 'staff' } as const;
/** Route config: a signed-in supervisor; an operator gets 403 FORBIDDEN. */
export const SUPERVISOR_ONLY = { caller: 'supervisor' } as const;

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

/** The staff member of a route declared STAFF_ONLY or SUPERVISOR_ONLY. */
export function staffOf(request: FastifyRequest): StaffCaller {
  if (request.staff === undefined) throw unauthorized();
  return request.staff;
}

const forbidden = () =>
  new AppError(403, 'FORBIDDEN', { message: 'Only a supervisor may do this.' });

/** Caller identification as a hook of the routes that declare `config.caller`. */
export const callerPlugin = fp<CallerPluginOptions>(
  (app, { phoneCallerOf, staffCallerOf }, done) => {
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
    app.decorate('identifyStaff', staffCallerOf);
    app.decorateRequest('caller', undefined);
    app.decorateRequest('staff', undefined);
    app.addHook('onRequest', async (request) => {
      const wanted = request.routeOptions.config.caller;
      if (wanted === undefined) return;
      if (wanted === 'staff' || wanted === 'supervisor') {
        // Only the staff cookie counts here: an applicant's session is no staff session.
        const staff = await staffCallerOf(request);
        if (staff === null) throw unauthorized();
        if (wanted === 'supervisor' && staff.role !== 'SUPERVISOR') throw forbidden();
        request.staff = staff;
        return;
      }
      request.caller = await identifyCaller(request, wanted === 'applicant-or-phone');
    });
    done();
  },
  { name: 'request-caller', dependencies: ['sessions'] },
);
