import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error';
import { tapBody } from '../../infra/body-tap';
import {
  isReadableHeaderValue,
  isReadableUrlPart,
  UNREADABLE_TEXT_CODE,
  unreadablePathIn,
  Utf8StreamCheck,
} from './readable-text';

// Decision 274 (DESIGN "Errors": bad input is never a 500): a NUL byte or bytes that are not UTF-8
// in the path, the query, a header or a text body are refused once, here, with 400
// VALIDATION_FAILED, before any route reads them. Without this PostgreSQL refused the NUL of
// `branches/%00` with a 500, and a body's stray bytes were replaced silently on decoding.

/** Bodies that are text: their bytes are checked as they arrive (files and probes are not). */
const TEXT_BODY = /^application\/(?:[\w.-]+\+)?json$|^application\/x-www-form-urlencoded$/;

function unreadable(field: string): AppError {
  return new AppError(400, 'VALIDATION_FAILED', {
    message: 'The request holds a NUL character or bytes that are not UTF-8.',
    fieldErrors: [{ field, code: UNREADABLE_TEXT_CODE }],
  });
}

/** The field of the first unreadable part of the URL or the headers, or undefined. */
function unreadableUrlOrHeader(request: FastifyRequest): string | undefined {
  const url = request.raw.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  if (!isReadableUrlPart(path)) return 'path';
  if (queryAt >= 0 && !isReadableUrlPart(url.slice(queryAt + 1))) return 'querystring';
  for (const [name, value] of Object.entries(request.raw.headers)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    if (!values.every(isReadableHeaderValue)) return `headers.${name}`;
  }
  return undefined;
}

/**
 * The refusal of a request whose URL or headers are not readable text, or undefined. Also asked by
 * `frameworkErrors` (app.ts): the router refuses a path whose escapes are not UTF-8 before any hook
 * runs, and that answer is this same one.
 */
export function unreadableUrlOrHeaderError(request: FastifyRequest): AppError | undefined {
  const field = unreadableUrlOrHeader(request);
  return field === undefined ? undefined : unreadable(field);
}

function isTextBody(request: FastifyRequest): boolean {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
  return TEXT_BODY.test(type);
}

/** The readable-input guard of every route (and of the not-found answer). */
export const readableInputPlugin = fp(
  (app, _options, done) => {
    const unreadableBodies = new WeakSet<FastifyRequest>();

    app.addHook('onRequest', (request, _reply, next) => {
      next(unreadableUrlOrHeaderError(request));
    });

    // The bytes pass through unchanged (the idempotency fingerprint and the parsers see what was
    // sent); a body found unreadable is refused before validation, whatever its parser made of it.
    app.addHook('preParsing', (request, _reply, payload, next) => {
      if (!isTextBody(request)) {
        next(null, payload);
        return;
      }
      const check = new Utf8StreamCheck();
      const checked = tapBody(
        payload,
        (chunk) => {
          if (!check.push(chunk)) unreadableBodies.add(request);
        },
        () => {
          if (!check.end()) unreadableBodies.add(request);
        },
      );
      next(null, checked);
    });

    app.addHook('preValidation', (request, _reply, next) => {
      if (unreadableBodies.has(request)) {
        next(unreadable('body'));
        return;
      }
      const path = unreadablePathIn(request.body);
      next(path === undefined ? undefined : unreadable(path === '' ? 'body' : path));
    });
    done();
  },
  { name: 'readable-input' },
);
