import type { Context } from '@opentelemetry/api';

/**
 * The OpenTelemetry API's Context as a chain of the values set on it: setting a value adds one
 * small node in front of its parent. The API's own context copies a whole Map for every value set,
 * and each request set one for its own span and one for its use case's (decision 304).
 */
export class ChainedContext implements Context {
  private constructor(
    private readonly parent: ChainedContext | undefined,
    private readonly key: symbol | undefined,
    private readonly value: unknown,
  ) {}

  /** The empty context: the root of every trace the server starts. */
  static readonly ROOT = new ChainedContext(undefined, undefined, undefined);

  getValue(key: symbol): unknown {
    if (this.key === key) return this.value;
    return this.parent?.getValue(key);
  }

  setValue(key: symbol, value: unknown): Context {
    return new ChainedContext(this, key, value);
  }

  /** A node that hides the key's earlier values: read, it is undefined, as if never set. */
  deleteValue(key: symbol): Context {
    return new ChainedContext(this, key, undefined);
  }
}

/** The root context of the server's traces (the API's ROOT_CONTEXT, in the chained form). */
export const ROOT_TRACE_CONTEXT: Context = ChainedContext.ROOT;
