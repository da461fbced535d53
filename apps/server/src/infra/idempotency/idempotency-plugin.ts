import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  claimOrReplayHook,
  hashBodyHook,
  storeResponseHook,
  type KeyedRequests,
} from './idempotency-hooks';
import { IDEMPOTENT_METHODS, IDEMPOTENT_PATH_PREFIX } from './idempotency-key';
import type { IdempotencyStore } from './idempotency-store';

export interface IdempotencyPluginOptions {
  readonly store: IdempotencyStore;
}

function asArray<T>(value: T | readonly T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
}

/** The caller the key belongs to: keys are global, and another caller's use is refused. */
async function ownerOf(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  if (request.staff !== undefined) return `staff:${request.staff.staffId}`;
  // The applicant, or their phone during a hand-off: one person, one owner.
  if (request.caller !== undefined) return `user:${request.caller.userId}`;
  const user = await app.sessions.find(request);
  return user === null ? 'anonymous' : `user:${user.userId}`;
}

/**
 * `Idempotency-Key` on the API's POST, PUT and PATCH routes (decision 153,
 * draft-ietf-httpapi-idempotency-key-header and Stripe's rules). A request without the header
 * costs one property read: no hashing, no database.
 */
export const idempotencyPlugin = fp<IdempotencyPluginOptions>(
  (app, { store }, done) => {
    const keyed: KeyedRequests = new WeakMap();
    const hashBody = hashBodyHook(keyed);
    const claimOrReplay = claimOrReplayHook(keyed, store, (request) => ownerOf(app, request));
    const storeResponse = storeResponseHook(keyed, store);

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
