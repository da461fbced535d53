import type { z } from 'zod';

/** How a failed run is tried again: `limit` more times, after `delaySeconds` (doubling with backoff). */
export interface RetryPolicy {
  readonly limit: number;
  readonly delaySeconds: number;
  readonly backoff: boolean;
}

/**
 * A kind of background work (STYLE habit 10, after documenso's job definitions): an id, a version
 * (a payload whose shape changes gets a new version, so old jobs are still read by the old shape),
 * the payload's zod schema, and how it is retried. The handler is bound where the services are
 * built (composition/services.ts), so a definition has no dependencies and any module may hold one.
 */
export interface JobDefinition<TSchema extends z.ZodType = z.ZodType> {
  readonly id: string;
  readonly version: number;
  readonly schema: TSchema;
  readonly retry: RetryPolicy;
  /** A run that takes longer counts as failed (and a worker that died holding it, too). */
  readonly expireInSeconds: number;
  /** Jobs one worker takes per fetch and runs side by side. */
  readonly batchSize?: number;
  /**
   * The worker's fallback polling, for a queue whose jobs an applicant waits for (the sign-in
   * code): a commit's wake-up runs it at once; this bounds the wait when that wake-up was lost.
   */
  readonly pollingIntervalSeconds?: number;
}

export type JobPayload<TDefinition extends JobDefinition> = z.output<TDefinition['schema']>;

export function defineJob<TSchema extends z.ZodType>(
  definition: JobDefinition<TSchema>,
): JobDefinition<TSchema> {
  if (!/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/.test(definition.id)) {
    throw new Error(`job id ${definition.id} must be dotted lower-case words`);
  }
  return definition;
}

/** The pg-boss queue of a definition: one per id and version. */
export function queueNameOf(definition: Pick<JobDefinition, 'id' | 'version'>): string {
  return `${definition.id}.v${definition.version}`;
}

/** What a handler knows about the run it is in. */
export interface JobContext {
  readonly queue: string;
  readonly jobId: string;
  /**
   * Stable across retries and across a second enqueue with the same key: the key a side effect is
   * recorded under so it happens once (a job that runs twice sends one e-mail).
   */
  readonly effectKey: string;
  /** 0 on the first run. */
  readonly retryCount: number;
}

export type JobHandler<TDefinition extends JobDefinition> = (
  payload: JobPayload<TDefinition>,
  context: JobContext,
) => Promise<void>;
