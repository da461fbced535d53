import { ZErrorBody } from '@onboarding/domain';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import {
  IDEMPOTENT_METHODS,
  IDEMPOTENT_PATH_PREFIX,
} from '../../infra/idempotency/idempotency-key';

// Decision 279: the OpenAPI document tells the truth. The refusals that the app's own plugins and
// hooks give, before or around a route's handler, are declared here once for every route, from
// what the route is (its methods, path, config), so no route file repeats them and a route added
// tomorrow (by any module) is covered the moment it is added. A route still declares what only its
// handler answers (404 of an unknown id, 409 of a step out of order, 429 of its own limit), and its
// own declaration of a status wins over the one error body added here.

/** The calls whose body is read and whose origin the cross-site guard checks (decision 154). */
const STATE_CHANGING: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The API: routes here read sessions, rate limits and their state from the database. */
const API_PREFIX = '/services/';

/** The route's shape the rule reads: what Fastify's onRoute hook is given. */
export type DeclaredRoute = Pick<RouteOptions, 'method' | 'url' | 'config' | 'schema'>;

function methodsOf(route: DeclaredRoute): string[] {
  return Array.isArray(route.method) ? [...(route.method as string[])] : [route.method];
}

/** A `:name` or `*` segment: the router decodes it and bounds its length. */
function hasPathParameters(url: string): boolean {
  return url.split('/').some((segment) => segment.startsWith(':') || segment === '*');
}

/**
 * The statuses a route answers whatever its handler does, each with the plugin that answers it:
 * - 400 every route: a NUL or bytes that are not UTF-8 in the path, query or headers
 *   (plugins/app/readable-input.ts, decision 274), and the zod schemas of params, query and body;
 * - 400, 404 and 414 a route with a path parameter: an escape the router cannot decode; what the
 *   path names is not there or not the caller's (every id in a path is checked against the
 *   caller), or a `..` value makes the path another one, which the not-found handler answers; a parameter longer than the router's limit (app.ts `frameworkErrors`, decision 155);
 * - 400, 413, 415 and 403 a state-changing route: malformed JSON, a body over BODY_LIMIT_BYTES, a
 *   content type that is not JSON (or its own), another site's origin (plugins/app/cross-site-guard.ts,
 *   decision 154; 403 unless the route is the one kind another site may post to);
 * - 401, and 403 for a supervisor's route: the caller's hook (plugins/app/caller.ts, decision 130);
 * - 400, 409 and 422 the API's POST, PUT and PATCH: an invalid Idempotency-Key, a repeat while the
 *   first runs, the key reused with another body (infra/idempotency, decision 153);
 * - 503 every API route: the database or the shared store is away (DESIGN "Failure", decision 123).
 */
export function pipelineErrorStatuses(route: DeclaredRoute): number[] {
  const statuses = new Set<number>([400]);
  const methods = methodsOf(route);
  const isApi = route.url.startsWith(API_PREFIX);
  if (hasPathParameters(route.url)) statuses.add(404).add(414);
  if (methods.some((method) => STATE_CHANGING.has(method))) {
    statuses.add(413).add(415);
    if (route.config?.crossSite !== 'allowed') statuses.add(403);
  }
  const caller = route.config?.caller;
  if (caller !== undefined) statuses.add(401);
  if (caller === 'supervisor') statuses.add(403);
  if (
    route.url.startsWith(IDEMPOTENT_PATH_PREFIX) &&
    methods.some((method) => IDEMPOTENT_METHODS.has(method))
  ) {
    statuses.add(409).add(422);
  }
  if (isApi) statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

function isHidden(route: DeclaredRoute): boolean {
  const schema = route.schema as { hide?: unknown } | undefined;
  return schema?.hide === true;
}

/**
 * Whether the route declares the status itself: exactly, by its range (`4xx`) or by `default` (a
 * route that passes another service's answers on, whose bodies are not the one error body).
 */
function isDeclared(own: Readonly<Record<string, unknown>>, status: number): boolean {
  const range = `${String(status).charAt(0)}xx`;
  return String(status) in own || range in own || 'default' in own;
}

/**
 * The onRoute hook of the whole app (app.ts, before any plugin): adds the one error body
 * (`ZErrorBody`, decision 023) for every status of `pipelineErrorStatuses` the route does not
 * declare itself (the declared schemas are also the serializers of these answers). Hidden routes (pages, files of the docs) are no part of the document. The schema
 * is replaced, not changed in place: route files share schema objects between routes.
 */
export function declarePipelineErrors(route: RouteOptions): void {
  if (isHidden(route)) return;
  const schema = route.schema ?? {};
  const own = (schema.response ?? {}) as Readonly<Record<string, unknown>>;
  const response: Record<string, unknown> = { ...own };
  for (const status of pipelineErrorStatuses(route)) {
    if (!isDeclared(own, status)) response[String(status)] = ZErrorBody;
  }
  route.schema = { ...schema, response };
}

/**
 * A file's success for a route's `response`: the bytes under their media type in the document
 * (Fastify sends a Buffer as it is, never through a serializer), so a route that answers a file
 * declares it beside its refusals (decision 279).
 */
export function fileAnswer(mediaType: string, description: string) {
  const bytes = z
    .custom<Buffer>((value) => Buffer.isBuffer(value))
    .meta({
      type: 'string',
      format: 'binary',
    });
  return { description, content: { [mediaType]: { schema: bytes } } };
}
