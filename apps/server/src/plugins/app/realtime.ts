import fastifyWebsocket from '@fastify/websocket';
import {
  API_BASE_SLO,
  NOTIFICATIONS_PATH,
  ZNotificationClientMessage,
  type TNotificationServerMessage,
} from '@onboarding/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RealtimeHub } from '../../infra/realtime/realtime-hub';
import type { RoomKind } from '../../infra/realtime/room-kind';

export interface RealtimePluginOptions {
  readonly hub: RealtimeHub<TNotificationServerMessage>;
  readonly rooms: readonly RoomKind[];
}

// A client message is a few hundred bytes; anything larger is not one of ours.
const MAX_CLIENT_MESSAGE_BYTES = 4096;

/**
 * The user-notification websocket of spec 3 §7 (DESIGN "Realtime"): the client sends START with
 * roomId and userId, gets DATA messages of that room, and END (or closing) leaves it. A room is
 * joined only by a caller its kind allows; anything else gets an ERROR message. Messages reach
 * the room from any instance through the hub's bus.
 */
export const realtimePlugin = fp<RealtimePluginOptions>(
  async (app, { hub, rooms }) => {
    await app.register(fastifyWebsocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });
    const callerOf = (request: FastifyRequest) =>
      app.identifyCaller(request, true).catch(() => null);

    app.get(`${API_BASE_SLO}${NOTIFICATIONS_PATH}`, { websocket: true }, (socket, request) => {
      const leave = new Map<string, () => void>();
      const send = (message: TNotificationServerMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const refuse = (roomId: string, userId: string, code: string) =>
        send({ messageType: 'DATA', type: 'ERROR', payload: { roomId, userId, code } });
      // Resolved once per connection from the upgrade request's cookies.
      const caller = callerOf(request);

      const onMessage = async (data: Buffer) => {
        let parsed;
        try {
          parsed = ZNotificationClientMessage.safeParse(JSON.parse(data.toString('utf8')));
        } catch {
          parsed = null;
        }
        if (parsed === null || !parsed.success) {
          request.log.info('realtime message refused: not a client message');
          refuse('', '', 'BAD_REQUEST');
          return;
        }
        const { messageType, payload } = parsed.data;
        if (messageType === 'END') {
          leave.get(payload.roomId)?.();
          leave.delete(payload.roomId);
          return;
        }
        const kind = rooms.find((candidate) => candidate.pattern.test(payload.roomId));
        const who = await caller;
        if (kind === undefined || who === null) {
          refuse(payload.roomId, payload.userId, who === null ? 'UNAUTHORIZED' : 'NOT_FOUND');
          return;
        }
        let joined;
        try {
          joined = await kind.join(who, payload.roomId);
        } catch {
          request.log.info({ roomId: payload.roomId }, 'realtime room refused to this caller');
          refuse(payload.roomId, payload.userId, 'NOT_FOUND');
          return;
        }
        if (!leave.has(payload.roomId)) {
          leave.set(payload.roomId, hub.subscribe(joined.roomId, send));
        }
        if (joined.first !== null) send(joined.first);
      };

      socket.on('message', (data: Buffer) => void onMessage(data));
      socket.on('close', () => {
        for (const unsubscribe of leave.values()) unsubscribe();
        leave.clear();
      });
    });
  },
  { name: 'realtime', dependencies: ['request-caller'] },
);
