import {
  handoffRoomId,
  NOTIFICATIONS_PATH,
  ZNotificationClientMessage,
  type TNotificationServerMessage,
} from '@onboarding/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RealtimeHub } from '../../infra/realtime/realtime-hub';
import type { DocumentCaller } from './caller';
import type { HandoffService } from './handoff-service';

export interface NotificationsDeps {
  readonly hub: RealtimeHub<TNotificationServerMessage>;
  readonly handoff: HandoffService;
  readonly callerOf: (request: FastifyRequest) => Promise<DocumentCaller>;
}

const HANDOFF_ROOM = /^handoff:([0-9a-f-]{36})$/i;

/**
 * The user-notification websocket of spec 3 §7 (DESIGN "Realtime"): the client sends START with
 * roomId and userId, gets DATA messages for that room, and END (or closing) leaves it. A room is
 * joined only by a caller allowed to read it: the desktop session of the prospect's applicant or
 * the phone's hand-off session of that hand-off; anything else gets an ERROR message.
 */
export function registerNotifications(app: FastifyInstance, deps: NotificationsDeps): void {
  app.get(NOTIFICATIONS_PATH, { websocket: true }, (socket, request) => {
    const leave = new Map<string, () => void>();
    const send = (message: TNotificationServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const refuse = (roomId: string, userId: string, code: string) =>
      send({ messageType: 'DATA', type: 'ERROR', payload: { roomId, userId, code } });
    // Resolved once per connection from the upgrade request's cookies.
    const caller = deps.callerOf(request).catch(() => null);

    socket.on('message', (data: Buffer) => {
      void (async () => {
        let parsed;
        try {
          parsed = ZNotificationClientMessage.safeParse(JSON.parse(data.toString('utf8')));
        } catch {
          parsed = null;
        }
        if (parsed === null || !parsed.success) {
          refuse('', '', 'BAD_REQUEST');
          return;
        }
        const { messageType, payload } = parsed.data;
        if (messageType === 'END') {
          leave.get(payload.roomId)?.();
          leave.delete(payload.roomId);
          return;
        }
        const tid = HANDOFF_ROOM.exec(payload.roomId)?.[1];
        const who = await caller;
        if (tid === undefined || who === null) {
          refuse(payload.roomId, payload.userId, who === null ? 'UNAUTHORIZED' : 'NOT_FOUND');
          return;
        }
        try {
          const row = await deps.handoff.requireTransaction(who, tid);
          if (!leave.has(payload.roomId)) {
            leave.set(payload.roomId, deps.hub.subscribe(handoffRoomId(row.id), send));
          }
          // The current state at once, so a reconnecting screen is up to date.
          send({
            messageType: 'DATA',
            type: 'HANDOFF_STATUS',
            payload: {
              roomId: payload.roomId,
              userId: row.uid,
              data: await deps.handoff.statusOf(row),
            },
          });
        } catch {
          refuse(payload.roomId, payload.userId, 'NOT_FOUND');
        }
      })();
    });
    socket.on('close', () => {
      for (const unsubscribe of leave.values()) unsubscribe();
      leave.clear();
    });
  });
}
