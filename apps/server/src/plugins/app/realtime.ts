import fastifyWebsocket from '@fastify/websocket';
import {
  API_BASE_SLO,
  NOTIFICATIONS_PATH,
  type TNotificationServerMessage,
} from '@onboarding/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RealtimeHub } from '../../infra/realtime/realtime-hub';
import type { RealtimeCaller, RoomKind } from '../../infra/realtime/room-kind';
import { serveConnection } from './realtime-connection';

export interface RealtimePluginOptions {
  readonly hub: RealtimeHub<TNotificationServerMessage>;
  readonly rooms: readonly RoomKind[];
}

// A room message is a few hundred bytes; a video call's SDP offer a few kilobytes (ZSignal ≤ 20 000).
const MAX_CLIENT_MESSAGE_BYTES = 32 * 1024;

/** The applicant and the member of staff the upgrade request's cookies name, either or both. */
async function callersOf(app: FastifyInstance, request: FastifyRequest): Promise<RealtimeCaller[]> {
  const [applicant, staff] = await Promise.all([
    app.identifyCaller(request, true).catch(() => null),
    app.identifyStaff(request).catch(() => null),
  ]);
  return [applicant, staff].filter((caller) => caller !== null);
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
    app.get(`${API_BASE_SLO}${NOTIFICATIONS_PATH}`, { websocket: true }, (socket, request) => {
      // Resolved once per connection from the upgrade request's cookies.
      const callers = callersOf(app, request);
      serveConnection({ hub, rooms, socket, log: request.log, callers });
    });
  },
  { name: 'realtime', dependencies: ['request-caller'] },
);
