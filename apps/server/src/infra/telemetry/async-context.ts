import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, ContextManager } from '@opentelemetry/api';
import { ROOT_TRACE_CONTEXT } from './chained-context';

/**
 * The active span's context follows the request through its awaits (decision 282): the API's
 * context manager on one AsyncLocalStorage, registered only while tracing is on. On Node 24 that
 * storage rides on the async context frame and costs next to nothing; on Node 20 and 22 it is
 * kept by async hooks, which run for every promise of the process (decision 298 measures both).
 */
export class AsyncLocalContextManager implements ContextManager {
  private readonly storage = new AsyncLocalStorage<Context>();

  active(): Context {
    return this.storage.getStore() ?? ROOT_TRACE_CONTEXT;
  }

  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    context: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    return this.storage.run<ReturnType<F>>(context, () => Reflect.apply(fn, thisArg, args));
  }

  /** A function that runs in `context` wherever it is called; anything else is returned as is. */
  bind<T>(context: Context, target: T): T {
    if (typeof target !== 'function') return target;
    const run = (...args: unknown[]): unknown =>
      this.storage.run<unknown>(context, () => Reflect.apply(target, undefined, args));
    return run as T;
  }

  enable(): this {
    return this;
  }

  disable(): this {
    this.storage.disable();
    return this;
  }
}
