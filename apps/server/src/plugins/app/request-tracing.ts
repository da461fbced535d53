import {
  type Span,
  SpanKind,
  SpanStatusCode,
  ROOT_CONTEXT,
  context,
  trace,
} from '@opentelemetry/api';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isTracingOn, tracer } from '../../infra/telemetry/tracing';

/**
 * One trace per request while tracing is on (decision 282): a server span from the first hook to
 * the response, active for everything the request does (its use case, each SQL statement, the
 * calls out, the jobs it enqueues). An incoming `traceparent` is not continued: the callers are
 * browsers on the internet, whose trace ids the bank has no reason to adopt.
 */
export const requestTracingPlugin = fp(
  (app, _options, done) => {
    if (!isTracingOn()) {
      done();
      return;
    }
    const spans = new WeakMap<FastifyRequest, Span>();
    app.addHook('onRequest', (request, _reply, next) => {
      const route = request.routeOptions.url;
      const span = tracer().startSpan(
        route === undefined ? request.method : `${request.method} ${route}`,
        {
          kind: SpanKind.SERVER,
          attributes: {
            'http.request.method': request.method,
            ...(route === undefined ? {} : { 'http.route': route }),
            'onboarding.request_id': request.id,
          },
        },
        ROOT_CONTEXT,
      );
      spans.set(request, span);
      context.with(trace.setSpan(ROOT_CONTEXT, span), next);
    });
    // The body is read from the socket's events, outside the request's context: the hooks after
    // it, the handler and everything they start re-enter it here. Cheaper than binding the raw
    // stream's every listener to it (decision 282).
    app.addHook('preValidation', (request, _reply, next) => {
      const span = spans.get(request);
      if (span === undefined) next();
      else context.with(trace.setSpan(ROOT_CONTEXT, span), next);
    });
    app.addHook('onError', (request, _reply, error, next) => {
      spans.get(request)?.recordException(error);
      next();
    });
    app.addHook('onResponse', (request, reply, next) => {
      const span = spans.get(request);
      if (span !== undefined) {
        span.setAttribute('http.response.status_code', reply.statusCode);
        if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
        spans.delete(request);
      }
      next();
    });
    // A client that went away before the answer: the span still ends.
    app.addHook('onRequestAbort', (request, next) => {
      spans.get(request)?.end();
      spans.delete(request);
      next();
    });
    done();
  },
  { name: 'request-tracing' },
);
