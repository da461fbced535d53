import { longProcessRoomId } from '@onboarding/domain';
import type { RoomKind } from '../../infra/realtime/room-kind';
import type { DossiersService } from './service';

/** The room `longprocess:<id>`: the run's applicant follows its phases (decision 140). */
export function longProcessRoom(dossiers: Pick<DossiersService, 'forRoom'>): RoomKind {
  const pattern = /^longprocess:([0-9a-f-]{36})$/i;
  return {
    pattern,
    async join(caller, roomId) {
      const id = pattern.exec(roomId)?.[1] ?? '';
      const status = await dossiers.forRoom(caller, id);
      const canonical = longProcessRoomId(status.id);
      return {
        roomId: canonical,
        first: {
          messageType: 'DATA',
          type: 'LONG_PROCESS_STATUS',
          payload: { roomId: canonical, userId: status.prospectId, data: status },
        },
      };
    },
  };
}
