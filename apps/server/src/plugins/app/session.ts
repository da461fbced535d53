import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error';
import type { Config } from '../../infra/config';
import type { Database, Transaction } from '../../infra/db/database';
import { requestContextOf } from '../../infra/audit/audit-log';
import { createSessionStore, type SessionUser } from '../../infra/session/session-store';

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
   * planted id never becomes a signed-in one) and sets a new cookie.
   */
  start(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void>;
  /** Ends the request's session and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  revokeAllForUser(tx: Database | Transaction, userId: string): Promise<number>;
}

export interface SessionPluginOptions {
  readonly config: Config;
}

/** `__Host-` in production: the browser then insists on Secure, Path=/ and no Domain. */
export function sessionCookieName(config: Config): string {
  return config.isProduction ? '__Host-sid' : 'sid';
}

const MINUTE_MS = 60_000;

/** DESIGN "Sessions": server-side sessions behind an HttpOnly, SameSite=Lax cookie. */
export const sessionPlugin = fp<SessionPluginOptions>(
  (app, { config }, done) => {
    const store = createSessionStore(app.database.db, {
      idleMs: config.session.idleMinutes * MINUTE_MS,
      absoluteMs: config.session.absoluteHours * 60 * MINUTE_MS,
    });
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
      const user = id === undefined || id === '' ? null : await store.findActive(id, app.clock());
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
        const now = app.clock();
        const previous = cookieOf(request);
        if (previous !== undefined && previous !== '') await store.revoke(previous, now);
        const context = requestContextOf(request);
        const id = await store.create(
          { userId, ip: context.ip, userAgent: context.userAgent },
          now,
        );
        request.sessionUser = undefined;
        reply.setCookie(cookieName, id, cookieOptions);
      },
      async end(request, reply) {
        const id = cookieOf(request);
        if (id !== undefined && id !== '') await store.revoke(id, app.clock());
        request.sessionUser = null;
        reply.clearCookie(cookieName, cookieOptions);
      },
      revokeAllForUser: (tx, userId) => store.revokeAllForUser(tx, userId, app.clock()),
    };

    app.decorateRequest('sessionUser', undefined);
    app.decorate('sessions', sessions);
    done();
  },
  { name: 'sessions', dependencies: ['db', 'ports'] },
);
