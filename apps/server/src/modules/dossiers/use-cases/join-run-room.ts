import type { TLongProcess } from '@onboarding/domain';
import type { RealtimeCaller } from '../../../infra/realtime/room-kind';
import { notFound } from '../errors';
import { toLongProcess } from '../long-process-views';
import type { RequireOwnRun } from './require-own-run';

export interface JoinRunRoomDeps {
  readonly requireOwnRun: RequireOwnRun;
}

/** The realtime room: the owner joins and gets the current state first. */
export function createJoinRunRoom({ requireOwnRun }: JoinRunRoomDeps) {
  return async function forRoom(caller: RealtimeCaller, id: string): Promise<TLongProcess> {
    if (caller.kind === 'staff') throw notFound();
    return toLongProcess(await requireOwnRun({ userId: caller.userId }, id));
  };
}
