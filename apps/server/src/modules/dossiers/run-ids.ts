import { isUuidLike } from '@onboarding/domain';

/** Whether `id` can be a run's id at all: anything else is unknown without a read. */
export function isRunId(id: string): boolean {
  return isUuidLike(id);
}
