import type { TLongProcess } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import type { DossiersService } from '../../dossiers/service';

export interface CancelLongProcessDeps {
  readonly longProcesses: Pick<DossiersService, 'cancel'>;
}

/** Staff (supervisor): a run stops at its next phase; 409 when it has already ended. */
export function createCancelLongProcess(deps: CancelLongProcessDeps) {
  const { longProcesses } = deps;
  return function cancel(
    staff: StaffCaller,
    longProcessId: string,
    reason: string,
    context: RequestContext,
  ): Promise<TLongProcess> {
    return longProcesses.cancel(staff, longProcessId, reason, context);
  };
}
