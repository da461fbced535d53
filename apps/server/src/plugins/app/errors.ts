import type { TechnicalErrorCode, TFieldError } from '@onboarding/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { AppError, toErrorBody } from '../../errors/app-error';
import { isDatabaseUnavailableError } from '../../infra/db/unavailable';
import { isRedisUnavailableError } from '../../infra/redis/unavailable';

// DESIGN "Errors": every non-2xx answer is the one error body, never a stack trace, and bad input
// is never a 500. This file is the only place that turns an error into an HTTP answer.

interface ErrorResponse {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly fieldErrors: readonly TFieldError[];
  readonly headers: Readonly<Record<string, string>>;
}

const RETRY_AFTER_SECONDS = '1';

const CODE_BY_STATUS: Readonly<Record<number, TechnicalErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

// A zod message written as a translation key (habit 14: "validation.email.invalid") is a better
// field code than the generic issue code; zod's own English messages are not.
const MESSAGE_KEY = /^[a-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)+$/;

function respond(
  status: number,
  code: string,
  message: string,
  extra: Partial<Pick<ErrorResponse, 'fieldErrors' | 'headers'>> = {},
): ErrorResponse {
  return {
    status,
    code,
    message,
    fieldErrors: extra.fieldErrors ?? [],
    headers: extra.headers ?? {},
  };
}

function serviceUnavailable(message: string): ErrorResponse {
  return respond(503, 'SERVICE_UNAVAILABLE', message, {
    headers: { 'retry-after': RETRY_AFTER_SECONDS },
  });
}

function toFieldErrors(error: FastifyError): TFieldError[] {
  const context = error.validationContext ?? 'body';
  return (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean);
    // Ajv reports a missing property on its parent object; name the property itself.
    const missing = issue.params.missingProperty;
    if (typeof missing === 'string') path.push(missing);
    const message = issue.message ?? '';
    return {
      field: path.length > 0 ? path.join('.') : context,
      code: MESSAGE_KEY.test(message) ? message : issue.keyword,
    };
  });
}

function hasStatusCode(error: Error): error is Error & { statusCode: number } {
  return 'statusCode' in error && typeof error.statusCode === 'number';
}

/** Maps any thrown value to the status, code and body the client gets. */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof AppError) {
    const headers =
      error.status === 503
        ? { 'retry-after': RETRY_AFTER_SECONDS, ...error.headers }
        : error.headers;
    return respond(error.status, error.code, error.message, {
      fieldErrors: error.fieldErrors,
      headers,
    });
  }
  if (!(error instanceof Error))
    return respond(500, 'INTERNAL_ERROR', 'An unexpected error occurred.');

  const fastifyError = error as FastifyError;
  if (Array.isArray(fastifyError.validation)) {
    return respond(400, 'VALIDATION_FAILED', 'The request does not match the schema.', {
      fieldErrors: toFieldErrors(fastifyError),
    });
  }
  if (isDatabaseUnavailableError(error)) {
    return serviceUnavailable('The database is unavailable; retry shortly.');
  }
  // Sessions and rate limits fail closed while Redis is away (decision 123): no request passes
  // unauthenticated or uncounted, and the client is told to retry.
  if (isRedisUnavailableError(error)) {
    return serviceUnavailable('A shared store is unavailable; retry shortly.');
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return respond(400, 'MALFORMED_JSON', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return respond(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'The content type of the request is not supported.',
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return respond(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
  }
  if (hasStatusCode(error) && error.statusCode >= 400 && error.statusCode < 500) {
    // Client errors raised by Fastify or a plugin describe the request, not the server: safe to show.
    return respond(
      error.statusCode,
      CODE_BY_STATUS[error.statusCode] ?? 'BAD_REQUEST',
      error.message,
    );
  }
  return respond(500, 'INTERNAL_ERROR', 'An unexpected error occurred.');
}

function send(reply: FastifyReply, response: ErrorResponse): FastifyReply {
  return reply
    .code(response.status)
    .headers(response.headers)
    .type('application/json; charset=utf-8')
    .send(toErrorBody(response.code, response.message, response.fieldErrors));
}

function logError(request: FastifyRequest, error: unknown, response: ErrorResponse): void {
  if (response.status >= 500 && response.status !== 503) {
    // The stack stays in the server log; the client only gets the request id to quote.
    request.log.error({ err: error }, 'unexpected error');
  } else if (response.status === 503) {
    request.log.warn({ err: error }, 'service unavailable');
  } else {
    request.log.info({ code: response.code, status: response.status }, 'request rejected');
  }
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (400) or a path parameter longer than the
 * router's limit (414) is answered before any route or hook runs; without this it gets Fastify's
 * own body instead of the one error body (found by the generated attack tests, decision 155).
 */
export function sendFrameworkError(
  error: Error,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const response = toErrorResponse(error);
  logError(request, error, response);
  send(reply, response);
}

// The router behind Fastify answers an unknown method on a known path with 404; RFC 9110 asks for
// 405 with Allow. A shadow router of every registered route answers "which methods exist here?".
function createAllowedMethodsLookup() {
  const router = FindMyWay({ ignoreTrailingSlash: false, ignoreDuplicateSlashes: false });
  const methods = new Set<HTTPMethod>();
  return {
    add(method: string, url: string) {
      const httpMethod = method as HTTPMethod;
      methods.add(httpMethod);
      // The same method and path arrive twice when a prefix is registered with and without a slash.
      if (!router.hasRoute(httpMethod, url)) router.on(httpMethod, url, () => undefined);
    },
    allowedFor(url: string): HTTPMethod[] {
      const path = url.split('?')[0] ?? '/';
      return [...methods].filter((method) => router.find(method, path) !== null).sort();
    },
  };
}

/** The one error handler and the not-found handler (with 405 detection) of the whole app. */
export const errorsPlugin = fp(
  (app, _options, done) => {
    const allowedMethods = createAllowedMethodsLookup();
    app.addHook('onRoute', (route) => {
      const routeMethods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of routeMethods) allowedMethods.add(method, route.url);
    });

    app.setErrorHandler((error, request, reply) => {
      const response = toErrorResponse(error);
      logError(request, error, response);
      return send(reply, response);
    });

    app.setNotFoundHandler((request, reply) => {
      const allowed = allowedMethods.allowedFor(request.url);
      // A route that exists for this very method and still ends here (a missing static file, say)
      // is a plain 404.
      if (allowed.length > 0 && !allowed.includes(request.method as HTTPMethod)) {
        return send(
          reply,
          respond(405, 'METHOD_NOT_ALLOWED', `Method ${request.method} is not allowed here.`, {
            headers: { allow: allowed.join(', ') },
          }),
        );
      }
      return send(reply, respond(404, 'NOT_FOUND', 'Nothing is found at this address.'));
    });
    done();
  },
  { name: 'errors' },
);
