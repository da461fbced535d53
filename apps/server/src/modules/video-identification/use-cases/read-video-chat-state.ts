import type { TVideoChatState } from '@onboarding/domain';
import type { ProspectsService } from '../../prospects/service';
import type { Applicant } from '../applicant';
import type { VideoCore } from '../core';
import { requireOwnLatest } from '../own-identification';

export interface ReadVideoChatStateDeps {
  readonly core: Pick<VideoCore, 'db' | 'stateOf'>;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
}

/** `GET …/videochat`: the latest identification's state. */
export function createReadVideoChatState(deps: ReadVideoChatStateDeps) {
  const { core, prospects } = deps;
  return async function current(caller: Applicant, prospectId: string): Promise<TVideoChatState> {
    return core.stateOf(core.db, await requireOwnLatest(core.db, prospects, caller, prospectId));
  };
}
