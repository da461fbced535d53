import { createHash, type Hash } from 'node:crypto';
import { pipeline, Transform } from 'node:stream';
import type {
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  preParsingHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error';
import { sha256Hex } from '../crypto/random';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_METHODS,
  IDEMPOTENT_PATH_PREFIX,
  parseIdempotencyKey,
  REPLAYED_HEADER,
} from './idempotency-key';
import type { IdempotencyStore, StoredResponse } from './idempotency-store';

export interface IdempotencyPluginOptions {
  readonly store: IdempotencyStore;
}

/** What one request with a key carries from hook to hook. */
interface KeyedRequest {
  readonly keyHash: string;
  readonly body: Hash;
  claim?: { readonly lockId: string };
  replayed?: boolean;
}

/**
 * The response headers a replay repeats: what tells the client what it got and the state it is
 * in (Set-Cookie: a replay of a sign-in must sign the client in as the first answer did).
 * Security headers, the request id and the date belong to each answer and are set anew.
 */
const REPLAYED_HEADERS = ['content-type', 'content-disposition', 'location', 'set-cookie'] as const;

/**
 * Not stored: the route did not run to an outcome the client should keep. A 5xx may succeed on a
 * retry; 401 and 429 say "sign in" or "slow down" and expect the same request again (Stripe saves
 * no result for requests refused before the endpoint ran).
 */
const isRetryable = (status: number) => status >= 500 || status === 401 || status === 429;

const inFlight = () =>
  new AppError(409, 'IDEMPOTENCY_KEY_IN_USE', {
    message: 'A request with this Idempotency-Key is still being processed; retry shortly.',
    headers: { 'retry-after': '1' },
  });

const reused = () =>
  new AppError(422, 'IDEMPOTENCY_KEY_REUSED', {
    message: 'This Idempotency-Key was used for another request.',
  });

function asArray<T>(value: T | readonly T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
}

function bodyBytes(payload: unknown): Buffer | null {
  if (payload === null || payload === undefined) return Buffer.alloc(0);
  if (typeof payload === 'string') return Buffer.from(payload, 'utf8');
  if (Buffer.isBuffer(payload)) return payload;
  // A stream (a file download) cannot be kept without reading it twice.
  return null;
}

function replayedHeaders(reply: FastifyReply): StoredResponse['headers'] {
  const kept: Record<string, string | string[]> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = reply.getHeader(name);
    if (value === undefined) continue;
    kept[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return kept;
}

/**
 * `Idempotency-Key` on the API's POST, PUT and PATCH routes (issue 16 point 5, decision 153,
 * draft-ietf-httpapi-idempotency-key-header and Stripe's rules). A request without the header
 * costs one property read: no hashing, no database.
 */
export const idempotencyPlugin = fp<IdempotencyPluginOptions>(
  (app, { store }, done) => {
    const keyed = new WeakMap<FastifyRequest, KeyedRequest>();

    /** The caller the key belongs to: keys are global, and another caller's use is refused. */
    const ownerOf = async (request: FastifyRequest): Promise<string> => {
      if (request.staff !== undefined) return `staff:${request.staff.staffId}`;
      // The applicant, or their phone during a hand-off: one person, one owner.
      if (request.caller !== undefined) return `user:${request.caller.userId}`;
      const user = await app.sessions.find(request);
      return user === null ? 'anonymous' : `user:${user.userId}`;
    };

    // The raw body is hashed as it streams in, so the fingerprint is of the bytes sent, whatever
    // parser the route uses.
    const hashBody: preParsingHookHandler = (request, _reply, payload, next) => {
      const header = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (header === undefined || !IDEMPOTENT_METHODS.has(request.method)) {
        next(null, payload);
        return;
      }
      let key: string;
      try {
        key = parseIdempotencyKey(header);
      } catch (error) {
        next(error as AppError);
        return;
      }
      const body = createHash('sha256');
      keyed.set(request, { keyHash: sha256Hex(key), body });
      const tee = new Transform({
        transform(chunk: Buffer | string, _encoding, callback) {
          body.update(chunk);
          callback(null, chunk);
        },
      });
      // Errors of the client's stream (an aborted upload) reach the body parser through the tee.
      pipeline(payload, tee, () => undefined);
      next(null, tee);
    };

    const claimOrReplay: preHandlerAsyncHookHandler = async (request, reply) => {
      const state = keyed.get(request);
      if (state === undefined) return;
      const fingerprint = sha256Hex(
        `${request.method} ${request.url}\n${state.body.digest('hex')}`,
      );
      const outcome = await store.claim({
        keyHash: state.keyHash,
        owner: await ownerOf(request),
        fingerprint,
      });
      switch (outcome.kind) {
        case 'claimed':
          state.claim = { lockId: outcome.lockId };
          return;
        case 'mismatch':
          throw reused();
        case 'in-flight':
          throw inFlight();
        case 'stored': {
          state.replayed = true;
          const { status, headers, body } = outcome.response;
          request.log.info({ status }, 'idempotent request replayed');
          return reply
            .code(status)
            .headers({ ...headers, [REPLAYED_HEADER]: 'true' })
            .send(body);
        }
      }
    };

    const storeResponse: onSendAsyncHookHandler = async (request, reply, payload) => {
      const state = keyed.get(request);
      const claim = state?.claim;
      if (state === undefined || claim === undefined) return payload;
      state.claim = undefined;
      const body = bodyBytes(payload);
      try {
        if (body === null || isRetryable(reply.statusCode)) {
          await store.release(state.keyHash, claim.lockId);
        } else {
          await store.complete(state.keyHash, claim.lockId, {
            status: reply.statusCode,
            headers: replayedHeaders(reply),
            body,
          });
        }
      } catch (error) {
        // The route has acted; its answer still goes out. The claim stays until it is stale.
        request.log.warn({ err: error }, 'the idempotent response could not be stored');
      }
      return payload;
    };

    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.startsWith(IDEMPOTENT_PATH_PREFIX)) return;
      if (!asArray(route.method).some((method) => IDEMPOTENT_METHODS.has(method))) return;
      // First to see the bytes and to answer a replay; last to see the final answer.
      route.preParsing = [hashBody, ...asArray(route.preParsing)];
      route.preHandler = [claimOrReplay, ...asArray(route.preHandler)];
      route.onSend = [...asArray(route.onSend), storeResponse];
    });
    done();
  },
  { name: 'idempotency', dependencies: ['sessions', 'request-caller'] },
);
