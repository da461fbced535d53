import type { TRunningLongProcess } from '@onboarding/domain';
import type { DossiersService } from '../../dossiers/service';

export interface ListRunningProcessesDeps {
  readonly longProcesses: Pick<DossiersService, 'listRunning'>;
}

/** Staff (supervisor): the background runs that have not ended (decision 147). */
export function createListRunningProcesses(deps: ListRunningProcessesDeps) {
  const { longProcesses } = deps;
  return function running(): Promise<TRunningLongProcess[]> {
    return longProcesses.listRunning();
  };
}
