import {
  ZLongProcess,
  ZRunningLongProcess,
  type TLongProcess,
  type TRunningLongProcess,
} from '@onboarding/domain';
import { staffRequest, type Fetch } from '../../shared/api/http';

/** The supervisor's background runs under /services/operator (decision 147). */
export interface BackgroundProcessesApi {
  running(): Promise<TRunningLongProcess[]>;
  cancel(id: string, reason: string): Promise<TLongProcess>;
}

export function createBackgroundProcessesApi(
  fetchImpl: Fetch = (input, init) => fetch(input, init),
): BackgroundProcessesApi {
  return {
    running: () => staffRequest(fetchImpl, 'longprocesses/running', ZRunningLongProcess.array()),
    cancel: (id, reason) =>
      staffRequest(fetchImpl, `longprocesses/${encodeURIComponent(id)}/cancel`, ZLongProcess, {
        method: 'POST',
        body: { reason },
      }),
  };
}
