import type { TOperatorQueue } from '@onboarding/domain';
import type { VideoCore } from '../core';

export interface ReadQueueDeps {
  readonly core: Pick<VideoCore, 'db' | 'queue'>;
}

/** `GET queue`: the waiting applicants and the calls in progress. */
export function createReadQueue(deps: ReadQueueDeps) {
  const { core } = deps;
  return async function queue(): Promise<TOperatorQueue> {
    return core.queue(core.db);
  };
}
