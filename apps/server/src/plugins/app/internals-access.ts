import { createHash, timingSafeEqual } from 'node:crypto';
import type { onRequestHookHandler } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { Config } from '../../infra/config';

// The scheme is case-insensitive (RFC 9110 §11.1); the token is one token68 (RFC 6750 §2.1).
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

// The not-found handler's own message (plugins/app/errors.ts).
const NOT_FOUND_MESSAGE = 'Nothing is found at this address.';

function digestOf(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Whether `authorization` carries `Bearer {token}`. Compared as SHA-256 digests with
 * timingSafeEqual: constant time, and equal lengths whatever was sent, so neither the token's
 * characters nor its length can be learnt from the answer's timing.
 */
export function isInternalsBearer(authorization: string | undefined, token: string): boolean {
  const presented = BEARER.exec(authorization ?? '')?.[1];
  const matches = timingSafeEqual(digestOf(presented ?? ''), digestOf(token));
  return presented !== undefined && matches;
}

/**
 * The onRequest hook that keeps the internals (/metrics, the API docs) from the public in
 * production (decision 168): only the bearer of INTERNALS_TOKEN gets them;
 * anyone else, and everyone when no token is configured, gets the body of the app's 404 for a path
 * that does not exist. Null outside production, where they stay open to developers.
 */
export function internalsAccessHook(config: Config): onRequestHookHandler | null {
  if (!config.isProduction) return null;
  const token = config.internalsToken;
  return (request, _reply, done) => {
    if (token !== null && isInternalsBearer(request.headers.authorization, token)) {
      done();
      return;
    }
    // Not reply.callNotFound(): its 405 detection would tell that the path exists.
    done(new AppError(404, 'NOT_FOUND', { message: NOT_FOUND_MESSAGE }));
  };
}
