import type { TLongProcess } from '@onboarding/domain';
import { toLongProcess } from '../long-process-views';
import type { Owner } from '../owner';
import type { RequireOwnRun } from './require-own-run';

export interface ReadRunDeps {
  readonly requireOwnRun: RequireOwnRun;
}

/** `GET processes/longprocesses/{id}`. */
export function createReadRun({ requireOwnRun }: ReadRunDeps) {
  return async function readRun(owner: Owner, id: string): Promise<TLongProcess> {
    return toLongProcess(await requireOwnRun(owner, id));
  };
}
