import { createHash, type Hash } from 'node:crypto';
import type {
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  preParsingHookHandler,
} from 'fastify';
import { AppError } from '../../errors/app-error';
import { tapBody } from '../body-tap';
import { sha256Hex } from '../crypto/random';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_METHODS,
  parseIdempotencyKey,
  REPLAYED_HEADER,
} from './idempotency-key';
import type { IdempotencyStore, StoredResponse } from './idempotency-store';

// The three hooks idempotency-plugin.ts puts on each keyed route: hash the body as it arrives,
// claim the key or replay its stored answer, store the answer the route gave.

/** What one request with a key carries from hook to hook. */
interface KeyedRequest {
  readonly keyHash: string;
  readonly body: Hash;
  claim?: { readonly lockId: string };
  replayed?: boolean;
}

export type KeyedRequests = WeakMap<FastifyRequest, KeyedRequest>;

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

// The raw body is hashed as it streams in, so the fingerprint is of the bytes sent, whatever
// parser the route uses.
export function hashBodyHook(keyed: KeyedRequests): preParsingHookHandler {
  return (request, _reply, payload, next) => {
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
    next(
      null,
      tapBody(payload, (chunk) => body.update(chunk)),
    );
  };
}

export function claimOrReplayHook(
  keyed: KeyedRequests,
  store: IdempotencyStore,
  ownerOf: (request: FastifyRequest) => Promise<string>,
): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const state = keyed.get(request);
    if (state === undefined) return;
    const fingerprint = sha256Hex(`${request.method} ${request.url}\n${state.body.digest('hex')}`);
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
}

export function storeResponseHook(
  keyed: KeyedRequests,
  store: IdempotencyStore,
): onSendAsyncHookHandler {
  return async (request, reply, payload) => {
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
}
