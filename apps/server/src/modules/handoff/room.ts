import type { RoomKind } from '../../infra/realtime/room-kind';
import type { HandoffService } from './service';

/** The room `handoff:<tid>`: the hand-off's applicant and phone follow its status. */
export function handoffRoom(handoff: Pick<HandoffService, 'statusForRoom'>): RoomKind {
  const pattern = /^handoff:([0-9a-f-]{36})$/i;
  return {
    pattern,
    async join(caller, roomId) {
      // Staff never follow an applicant's hand-off.
      if (caller.kind === 'staff') throw new Error('staff may not join a hand-off room');
      const tid = pattern.exec(roomId)?.[1] ?? '';
      const { uid, roomId: canonical, status } = await handoff.statusForRoom(caller, tid);
      return {
        roomId: canonical,
        first: {
          messageType: 'DATA',
          type: 'HANDOFF_STATUS',
          payload: { roomId, userId: uid, data: status },
        },
      };
    },
  };
}
