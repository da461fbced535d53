import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

// A caller's id is kept only when it is short and plain, so it cannot forge log lines or carry a
// payload into log search; anything else is replaced by a fresh UUID.
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's genReqId: the caller's (or the proxy's) x-request-id when acceptable, else a UUID. */
export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && ACCEPTABLE_REQUEST_ID.test(incoming)
    ? incoming
    : randomUUID();
}

/** Echoes the request id, so a client or a support ticket can point at the exact log lines. */
export const requestIdPlugin = fp(
  (app, _options, done) => {
    app.addHook('onRequest', (request, reply, next) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      next();
    });
    done();
  },
  { name: 'request-id' },
);
