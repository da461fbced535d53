import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../infra/clock';
import type { Config } from '../../infra/config';
import { requestContextOf } from '../../infra/audit/audit-log';
import type { SessionIdentity, SessionStore, SessionUser } from '../../infra/session/session-store';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
  interface FastifyRequest {
    /** Cached result of the session look-up of this request (undefined: not looked up yet). */
    sessionUser: SessionUser | null | undefined;
  }
}

export interface Sessions {
  /** The signed-in applicant, or null. Slides the idle timeout. */
  find(request: FastifyRequest): Promise<SessionUser | null>;
  /** The signed-in applicant, or 401 UNAUTHORIZED. */
  require(request: FastifyRequest): Promise<SessionUser>;
  /**
   * Signs the applicant in: ends the session the request came with (rotation at login, so a
   * planted id never becomes a signed-in one) and sets a new cookie. Returns who is signed in.
   */
  start(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<SessionIdentity>;
  /** Ends the request's session and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export interface SessionPluginOptions {
  readonly config: Config;
  readonly clock: Clock;
  readonly store: SessionStore;
  /** The identity a new session carries. */
  readonly identityOf: (userId: string) => Promise<SessionIdentity | null>;
}

/** `__Host-` in production: the browser then insists on Secure, Path=/ and no Domain. */
export function sessionCookieName(config: Config): string {
  return config.isProduction ? '__Host-sid' : 'sid';
}

/** DESIGN "Sessions": server-side sessions behind an HttpOnly, SameSite=Lax cookie. */
export const sessionPlugin = fp<SessionPluginOptions>(
  (app, { config, clock, store, identityOf }, done) => {
    const cookieName = sessionCookieName(config);
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProduction,
    } as const;
    const cookieOf = (request: FastifyRequest) => request.cookies[cookieName];

    const find = async (request: FastifyRequest) => {
      if (request.sessionUser !== undefined) return request.sessionUser;
      const id = cookieOf(request);
      const user = id === undefined || id === '' ? null : await store.findActive(id, clock());
      request.sessionUser = user;
      return user;
    };

    const sessions: Sessions = {
      find,
      async require(request) {
        const user = await find(request);
        if (user === null) {
          throw new AppError(401, 'UNAUTHORIZED', { message: 'Sign in to continue.' });
        }
        return user;
      },
      async start(request, reply, userId) {
        const now = clock();
        const identity = await identityOf(userId);
        if (identity === null) throw new Error(`no account ${userId} to sign in`);
        const previous = cookieOf(request);
        if (previous !== undefined && previous !== '') await store.revoke(previous, now);
        const context = requestContextOf(request);
        const id = await store.create(
          { identity, ip: context.ip, userAgent: context.userAgent },
          now,
        );
        request.sessionUser = undefined;
        reply.setCookie(cookieName, id, cookieOptions);
        return identity;
      },
      async end(request, reply) {
        const id = cookieOf(request);
        if (id !== undefined && id !== '') await store.revoke(id, clock());
        request.sessionUser = null;
        reply.clearCookie(cookieName, cookieOptions);
      },
    };

    app.decorateRequest('sessionUser', undefined);
    app.decorate('sessions', sessions);
    done();
  },
  { name: 'sessions', dependencies: ['services'] },
);
