import {
  type Attributes,
  type Context,
  type Span,
  SpanKind,
  SpanStatusCode,
  context,
  trace,
} from '@opentelemetry/api';
import fp from 'fastify-plugin';
import { ROOT_TRACE_CONTEXT } from '../../infra/telemetry/chained-context';
import { isTracingOn, tracer } from '../../infra/telemetry/tracing';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's server span and the context it is active in, while tracing is on. */
    traced: { readonly span: Span; readonly context: Context } | undefined;
  }
}

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
    // On the request, not in a WeakMap: an entry per request in a WeakMap is work for every
    // garbage collection while the request runs (decision 304).
    app.decorateRequest('traced', undefined);
    app.addHook('onRequest', (request, _reply, next) => {
      const route = request.routeOptions.url;
      const attributes: Attributes = {
        'http.request.method': request.method,
        'onboarding.request_id': request.id,
      };
      if (route !== undefined) attributes['http.route'] = route;
      const span = tracer().startSpan(
        route === undefined ? request.method : `${request.method} ${route}`,
        { kind: SpanKind.SERVER, attributes },
        ROOT_TRACE_CONTEXT,
      );
      const active = trace.setSpan(ROOT_TRACE_CONTEXT, span);
      request.traced = { span, context: active };
      context.with(active, next);
    });
    // The body is read from the socket's events, outside the request's context: the hooks after
    // it, the handler and everything they start re-enter it here. Cheaper than binding the raw
    // stream's every listener to it (decision 282).
    app.addHook('preValidation', (request, _reply, next) => {
      const traced = request.traced;
      if (traced === undefined) next();
      else context.with(traced.context, next);
    });
    app.addHook('onError', (request, _reply, error, next) => {
      request.traced?.span.recordException(error);
      next();
    });
    app.addHook('onResponse', (request, reply, next) => {
      const span = request.traced?.span;
      if (span !== undefined) {
        span.setAttribute('http.response.status_code', reply.statusCode);
        if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
        request.traced = undefined;
      }
      next();
    });
    // A client that went away before the answer: the span still ends.
    app.addHook('onRequestAbort', (request, next) => {
      request.traced?.span.end();
      request.traced = undefined;
      next();
    });
    done();
  },
  { name: 'request-tracing' },
);
