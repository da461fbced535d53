import fastifyWebsocket from '@fastify/websocket';
import {
  API_BASE_SLO,
  NOTIFICATIONS_PATH,
  ZNotificationClientMessage,
  ZVideoClientMessage,
  type TNotificationClientMessage,
  type TNotificationServerMessage,
  type TVideoClientMessage,
} from '@onboarding/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error';
import type { RealtimeHub } from '../../infra/realtime/realtime-hub';
import type { RealtimeCaller, RoomKind } from '../../infra/realtime/room-kind';

export interface RealtimePluginOptions {
  readonly hub: RealtimeHub<TNotificationServerMessage>;
  readonly rooms: readonly RoomKind[];
}

// A room message is a few hundred bytes; a video call's SDP offer a few kilobytes (ZSignal ≤ 20 000).
const MAX_CLIENT_MESSAGE_BYTES = 32 * 1024;
/**
 * DATA messages one connection may send in a window: a call's start sends a few dozen ICE
 * candidates at once; a flood beyond this is refused (each message costs a NOTIFY).
 */
const DATA_MESSAGES_PER_WINDOW = 200;
const DATA_WINDOW_MS = 10_000;

type Parsed =
  | { readonly kind: 'control'; readonly message: TNotificationClientMessage }
  | { readonly kind: 'data'; readonly message: TVideoClientMessage };

function parseClientMessage(data: Buffer): Parsed | null {
  let json: unknown;
  try {
    json = JSON.parse(data.toString('utf8'));
  } catch {
    return null;
  }
  const control = ZNotificationClientMessage.safeParse(json);
  if (control.success) return { kind: 'control', message: control.data };
  const video = ZVideoClientMessage.safeParse(json);
  return video.success ? { kind: 'data', message: video.data } : null;
}

/**
 * The user-notification websocket of spec 3 §7 (DESIGN "Realtime"): the client sends START with
 * roomId and userId, gets DATA messages of that room, and END (or closing) leaves it. A room is
 * joined only by a caller its kind allows; anything else gets an ERROR message. An applicant (or
 * their phone) and a member of staff (the operator console) may both hold a connection. In a
 * joined room a client may send DATA messages (the video call's), which the room kind checks and
 * refuses (ERROR, logged) when the sender may not send them. Messages reach the room from any
 * instance through the hub's bus.
 */
export const realtimePlugin = fp<RealtimePluginOptions>(
  async (app, { hub, rooms }) => {
    await app.register(fastifyWebsocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });
    const callersOf = async (request: FastifyRequest): Promise<RealtimeCaller[]> => {
      const [applicant, staff] = await Promise.all([
        app.identifyCaller(request, true).catch(() => null),
        app.identifyStaff(request).catch(() => null),
      ]);
      return [applicant, staff].filter((caller) => caller !== null);
    };

    app.get(`${API_BASE_SLO}${NOTIFICATIONS_PATH}`, { websocket: true }, (socket, request) => {
      /** Per joined room: who joined it, its kind, and how to stop listening. */
      const joined = new Map<
        string,
        { caller: RealtimeCaller; kind: RoomKind; unsubscribe: () => void }
      >();
      const send = (message: TNotificationServerMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const refuse = (roomId: string, userId: string, code: string) =>
        send({ messageType: 'DATA', type: 'ERROR', payload: { roomId, userId, code } });
      // Resolved once per connection from the upgrade request's cookies.
      const callers = callersOf(request);
      let windowStart = Date.now();
      let dataInWindow = 0;

      const leaveRoom = (roomId: string) => {
        const room = joined.get(roomId);
        if (room === undefined) return;
        joined.delete(roomId);
        room.unsubscribe();
        room.kind.leave?.(room.caller, roomId).catch((error: unknown) => {
          request.log.warn({ err: error, roomId }, 'realtime room leave failed');
        });
      };

      const join = async (roomId: string, userId: string) => {
        const kind = rooms.find((candidate) => candidate.pattern.test(roomId));
        const candidates = await callers;
        if (kind === undefined || candidates.length === 0) {
          refuse(roomId, userId, candidates.length === 0 ? 'UNAUTHORIZED' : 'NOT_FOUND');
          return;
        }
        for (const caller of candidates) {
          let entered;
          try {
            entered = await kind.join(caller, roomId);
          } catch {
            continue;
          }
          if (!joined.has(roomId)) {
            joined.set(roomId, { caller, kind, unsubscribe: hub.subscribe(entered.roomId, send) });
          }
          if (entered.first !== null) send(entered.first);
          for (const message of entered.also ?? []) send(message);
          return;
        }
        request.log.info({ roomId }, 'realtime room refused to this caller');
        refuse(roomId, userId, 'NOT_FOUND');
      };

      const onMessage = async (data: Buffer) => {
        const parsed = parseClientMessage(data);
        if (parsed === null) {
          request.log.info('realtime message refused: not a client message');
          refuse('', '', 'BAD_REQUEST');
          return;
        }
        const { roomId, userId } = parsed.message.payload;
        if (parsed.kind === 'control') {
          if (parsed.message.messageType === 'END') leaveRoom(roomId);
          else await join(roomId, userId);
          return;
        }
        const now = Date.now();
        if (now - windowStart > DATA_WINDOW_MS) {
          windowStart = now;
          dataInWindow = 0;
        }
        dataInWindow += 1;
        if (dataInWindow > DATA_MESSAGES_PER_WINDOW) {
          if (dataInWindow === DATA_MESSAGES_PER_WINDOW + 1) {
            request.log.warn({ roomId }, 'realtime messages refused: too many');
          }
          refuse(roomId, userId, 'RATE_LIMITED');
          return;
        }
        // DATA only in a room this connection joined, checked by the room's kind.
        const room = joined.get(roomId);
        if (room?.kind.receive === undefined) {
          request.log.info({ roomId }, 'realtime message refused: room not joined');
          refuse(roomId, userId, 'NOT_JOINED');
          return;
        }
        try {
          await room.kind.receive(room.caller, roomId, parsed.message);
        } catch (error) {
          const code = error instanceof AppError ? error.code : 'REFUSED';
          request.log.warn(
            { roomId, type: parsed.message.type, code },
            'realtime message refused by its room',
          );
          refuse(roomId, userId, code);
        }
      };

      // One message after the other: a DATA sent right after START finds the room joined.
      let handled = Promise.resolve();
      socket.on('message', (data: Buffer) => {
        handled = handled.then(() => onMessage(data));
      });
      socket.on('close', () => {
        for (const roomId of [...joined.keys()]) leaveRoom(roomId);
      });
    });
  },
  { name: 'realtime', dependencies: ['request-caller'] },
);
