import {
  buildStatusesList,
  type LongWaitPhase,
  type TUserStatusResponse,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ListOwnProcesses } from './list-own-processes';

/**
 * The phase of each prospect's background run (spec 1 §3 longTimeServiceState), from the
 * module that runs them; none before any run.
 */
export type LongTimeStates = (
  prospectIds: readonly string[],
) => Promise<ReadonlyMap<string, LongWaitPhase>>;

export interface ReadProspectStatusDeps {
  readonly processesOf: ListOwnProcesses;
  readonly longTimeStates: LongTimeStates;
}

/**
 * `GET onboarding/prospects/status?uid` (spec 3): the session's processes with their product
 * and long-wait phase, and the state-to-page list; only for the session's own uid.
 */
export function createReadProspectStatus({ processesOf, longTimeStates }: ReadProspectStatusDeps) {
  return async function readProspectStatus(
    user: SessionUser,
    uid: string,
  ): Promise<TUserStatusResponse> {
    if (uid !== user.uid) {
      throw new AppError(403, 'FORBIDDEN', { message: 'This uid is not yours.' });
    }
    const processes = await processesOf(user);
    const phases = await longTimeStates(processes.map((process) => process.prospectId));
    return {
      processes: processes.map((process) => ({
        ...process,
        longTimeServiceState: phases.get(process.prospectId) ?? null,
      })),
      userContext: { username: user.email },
      statusesList: buildStatusesList(),
    };
  };
}
