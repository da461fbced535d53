import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error';
import type { Config } from '../../infra/config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'allowed': the route is posted to by another site's page on purpose (Apple's form_post
     * answer of a social sign-in) and carries its own proof (the OpenID state bound to a cookie),
     * so the cross-site guard lets it through. Nothing else may set it (decision 154).
     */
    crossSite?: 'allowed';
  }
}

export interface CrossSiteGuardOptions {
  readonly config: Config;
}

/** Route config of the one kind of route another site's page may post to (decision 154). */
export const CROSS_SITE_ALLOWED = { crossSite: 'allowed' } as const;

export const CROSS_SITE_REQUEST = 'CROSS_SITE_REQUEST';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `vite` (web 5173, operator 5174) and `vite preview` (4173, 4174) in development
 * (docs/configuration.md, ALLOWED_ORIGINS).
 */
const DEV_SERVER_PORTS = [5173, 5174, 4173, 4174] as const;
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

/**
 * The origins whose pages may make state-changing calls: PUBLIC_URL's, ALLOWED_ORIGINS, and
 * outside production the Vite dev servers and PUBLIC_URL's port on every loopback name (a
 * developer opens http://127.0.0.1:3000 as often as http://localhost:3000).
 */
export function allowedOriginsOf(config: Config): ReadonlySet<string> {
  const publicUrl = new URL(config.publicUrl);
  const origins = new Set<string>([publicUrl.origin, ...config.allowedOrigins]);
  if (!config.isProduction) {
    for (const name of LOOPBACK_NAMES) {
      for (const port of DEV_SERVER_PORTS) origins.add(`http://${name}:${port}`);
      if ((LOOPBACK_NAMES as readonly string[]).includes(publicUrl.hostname)) {
        const port = publicUrl.port === '' ? '' : `:${publicUrl.port}`;
        origins.add(`${publicUrl.protocol}//${name}${port}`);
      }
    }
  }
  return origins;
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Why a browser's request comes from another site, or null. The Origin header decides when the
 * browser sent one (every browser does on POST, PUT, PATCH, DELETE and on WebSocket handshakes);
 * without it, Sec-Fetch-Site does. A request with neither is not a browser's (the payment feed,
 * the mobile app, a provider's server): a cross-site page cannot strip both.
 */
export function crossSiteReason(
  request: FastifyRequest,
  allowed: ReadonlySet<string>,
): string | null {
  const origin = headerOf(request, 'origin');
  if (origin !== undefined) {
    return allowed.has(origin.toLowerCase()) ? null : `Origin ${origin.slice(0, 200)}`;
  }
  const site = headerOf(request, 'sec-fetch-site')?.toLowerCase();
  return site === 'cross-site' || site === 'same-site' ? `Sec-Fetch-Site ${site}` : null;
}

function mediaTypeOf(request: FastifyRequest): string | undefined {
  const header = headerOf(request, 'content-type');
  if (header === undefined) return undefined;
  return header.split(';')[0]?.trim().toLowerCase();
}

/**
 * JSON, or the other type the route's own scope parses (an image/jpeg snapshot, an octet-stream
 * probe, Apple's form): a browser can send none of them cross-site without a CORS preflight,
 * which this server never grants. Nothing parses text/plain (app.ts removes Fastify's parser).
 */
function isAcceptedType(request: FastifyRequest, mediaType: string): boolean {
  if (mediaType === 'application/json') return true;
  if (mediaType === 'text/plain' || mediaType === '') return false;
  return request.server.hasContentTypeParser(mediaType);
}

const isWebSocketUpgrade = (request: FastifyRequest) =>
  headerOf(request, 'upgrade')?.toLowerCase() === 'websocket';

/**
 * The root JSON parser, Fastify's own but for one case: an empty body sent as JSON (the web and
 * the console declare JSON on bodyless calls such as logout) is no body when the route takes
 * none or an optional one, instead of 400 FST_ERR_CTP_EMPTY_JSON_BODY. A route that needs a body
 * still gets 400 MALFORMED_JSON for an empty one.
 */
function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.length === 0 && emptyBodyFits(request)) {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}

function emptyBodyFits(request: FastifyRequest): boolean {
  const schema: unknown = request.routeOptions.schema?.body;
  if (schema === undefined) return true;
  // Route body schemas are zod (app.ts): an optional body accepts undefined.
  const parser = schema as { safeParse?: (value: unknown) => { success: boolean } };
  return typeof parser.safeParse === 'function' && parser.safeParse(undefined).success;
}

/**
 * The cross-site request guard (decision 154), in front of every route: a
 * state-changing request (and a WebSocket handshake) from another site's page is refused with 403
 * CROSS_SITE_REQUEST; a state-changing request must declare JSON (or its route's own type), else
 * 415, so a plain cross-site form or no-cors fetch cannot trigger a bodyless call either. It runs
 * before the session is read, so a refusal says nothing about the caller.
 */
export const crossSiteGuardPlugin = fp<CrossSiteGuardOptions>(
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify-plugin's async form: no callback to thread through wrappers.
  async (app, { config }) => {
    const allowed = allowedOriginsOf(config);
    acceptEmptyJsonBody(app);

    app.addHook('onRequest', (request, reply, next) => {
      const stateChanging = STATE_CHANGING.has(request.method);
      const upgrade = isWebSocketUpgrade(request);
      if (!stateChanging && !upgrade) {
        next();
        return;
      }
      if (request.routeOptions.config.crossSite === 'allowed') {
        next();
        return;
      }
      const reason = crossSiteReason(request, allowed);
      if (reason !== null) {
        request.log.warn({ reason }, 'cross-site request refused');
        if (upgrade) {
          // A refused handshake's socket is not one Node's HTTP server closes after the answer.
          reply.raw.once('finish', () => request.raw.socket.destroy());
        }
        next(
          new AppError(403, CROSS_SITE_REQUEST, {
            message: 'Requests from another site are not accepted.',
          }),
        );
        return;
      }
      // An address no route serves answers 404 or 405, whatever its content type.
      if (!stateChanging || request.is404) {
        next();
        return;
      }
      const mediaType = mediaTypeOf(request);
      if (mediaType === undefined || !isAcceptedType(request, mediaType)) {
        next(
          new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', {
            message:
              mediaType === undefined
                ? 'A state-changing call must send Content-Type: application/json.'
                : 'The content type of the request is not supported.',
          }),
        );
        return;
      }
      next();
    });
  },
  { name: 'cross-site-guard', dependencies: ['errors'] },
);
