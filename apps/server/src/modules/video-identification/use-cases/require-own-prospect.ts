import type { ProspectsService } from '../../prospects/service';
import type { Applicant } from '../applicant';
import type { VideoCore } from '../core';

export interface RequireOwnProspectDeps {
  readonly core: Pick<VideoCore, 'db'>;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
}

/** The bandwidth probes: the prospect must be the caller's own (404 otherwise). */
export function createRequireOwnProspect(deps: RequireOwnProspectDeps) {
  const { core, prospects } = deps;
  return async function requireOwnProspect(caller: Applicant, prospectId: string): Promise<void> {
    await prospects.requireOwn(core.db, caller, prospectId);
  };
}
