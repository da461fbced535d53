import { SpanKind } from '@opentelemetry/api';
import { isTracingOn, spanAround } from './tracing';

/**
 * Each method of `target` in a span named `<name>.<method>` while tracing is on (decision 282):
 * the services as the routes call them (the use case of a request), and the ports to the outside
 * (SMTP, SMS gateway, open banking, time-stamping, object storage) as client spans. Off, the
 * object itself is returned: nothing is wrapped and nothing costs.
 */
export function traced<T extends object | null>(
  name: string,
  target: T,
  kind = SpanKind.INTERNAL,
): T {
  if (!isTracingOn() || target === null) return target;
  const wrappers = new Map<string, unknown>();
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property);
      if (typeof value !== 'function' || typeof property === 'symbol') return value;
      const known = wrappers.get(property);
      if (known !== undefined) return known;
      const method = value as (...args: unknown[]) => unknown;
      const spanName = `${name}.${property}`;
      const wrapper = (...args: unknown[]): unknown =>
        spanAround(spanName, kind, {}, () => method.apply(object, args));
      wrappers.set(property, wrapper);
      return wrapper;
    },
  });
}

/** `traced` over each service of the composition root's record of services. */
export function tracedServices<T extends object>(services: T): T {
  if (!isTracingOn()) return services;
  const result: Record<string, unknown> = {};
  for (const [key, service] of Object.entries(services)) {
    result[key] = typeof service === 'object' && service !== null ? traced(key, service) : service;
  }
  return result as T;
}
