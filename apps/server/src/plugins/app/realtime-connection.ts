import type { WebSocket } from '@fastify/websocket';
import {
  ZNotificationClientMessage,
  ZVideoClientMessage,
  type TNotificationClientMessage,
  type TNotificationServerMessage,
  type TVideoClientMessage,
} from '@onboarding/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { RealtimeHub } from '../../infra/realtime/realtime-hub';
import type { RealtimeCaller, RoomKind } from '../../infra/realtime/room-kind';

/**
 * DATA messages one connection may send in a window: a call's start sends a few dozen ICE
 * candidates at once; a flood beyond this is refused (each message costs a NOTIFY).
 */
const DATA_MESSAGES_PER_WINDOW = 200;
const DATA_WINDOW_MS = 10_000;

type Parsed =
  | { readonly kind: 'control'; readonly message: TNotificationClientMessage }
  | { readonly kind: 'data'; readonly message: TVideoClientMessage };

export interface ConnectionDeps {
  readonly hub: RealtimeHub<TNotificationServerMessage>;
  readonly rooms: readonly RoomKind[];
  readonly socket: WebSocket;
  readonly log: FastifyBaseLogger;
  /** Resolved once per connection from the upgrade request's cookies. */
  readonly callers: Promise<RealtimeCaller[]>;
}

/** One websocket: the rooms it joined and the DATA messages it sent in the current window. */
interface Connection extends ConnectionDeps {
  /** Per joined room: who joined it, its kind, and how to stop listening. */
  readonly joined: Map<string, { caller: RealtimeCaller; kind: RoomKind; unsubscribe: () => void }>;
  readonly send: (message: TNotificationServerMessage) => void;
  windowStart: number;
  dataInWindow: number;
}

/** Serves one websocket of the notification endpoint until it closes (realtime.ts). */
export function serveConnection(deps: ConnectionDeps): void {
  const { socket } = deps;
  const connection: Connection = {
    ...deps,
    joined: new Map(),
    send: (message) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    },
    windowStart: Date.now(),
    dataInWindow: 0,
  };
  // One message after the other: a DATA sent right after START finds the room joined.
  let handled = Promise.resolve();
  socket.on('message', (data: Buffer) => {
    handled = handled.then(() => onMessage(connection, data));
  });
  socket.on('close', () => {
    for (const roomId of [...connection.joined.keys()]) leaveRoom(connection, roomId);
  });
}

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

function refuse(connection: Connection, roomId: string, userId: string, code: string): void {
  connection.send({ messageType: 'DATA', type: 'ERROR', payload: { roomId, userId, code } });
}

async function onMessage(connection: Connection, data: Buffer): Promise<void> {
  const parsed = parseClientMessage(data);
  if (parsed === null) {
    connection.log.info('realtime message refused: not a client message');
    refuse(connection, '', '', 'BAD_REQUEST');
    return;
  }
  const { roomId, userId } = parsed.message.payload;
  if (parsed.kind === 'control') {
    if (parsed.message.messageType === 'END') leaveRoom(connection, roomId);
    else await joinRoom(connection, roomId, userId);
    return;
  }
  if (isOverDataLimit(connection, roomId)) {
    refuse(connection, roomId, userId, 'RATE_LIMITED');
    return;
  }
  await receiveData(connection, parsed.message);
}

function leaveRoom(connection: Connection, roomId: string): void {
  const room = connection.joined.get(roomId);
  if (room === undefined) return;
  connection.joined.delete(roomId);
  room.unsubscribe();
  room.kind.leave?.(room.caller, roomId).catch((error: unknown) => {
    connection.log.warn({ err: error, roomId }, 'realtime room leave failed');
  });
}

async function joinRoom(connection: Connection, roomId: string, userId: string): Promise<void> {
  const { joined, send } = connection;
  const kind = connection.rooms.find((candidate) => candidate.pattern.test(roomId));
  const candidates = await connection.callers;
  if (kind === undefined || candidates.length === 0) {
    refuse(connection, roomId, userId, candidates.length === 0 ? 'UNAUTHORIZED' : 'NOT_FOUND');
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
      joined.set(roomId, {
        caller,
        kind,
        unsubscribe: connection.hub.subscribe(entered.roomId, send),
      });
    }
    if (entered.first !== null) send(entered.first);
    for (const message of entered.also ?? []) send(message);
    return;
  }
  connection.log.info({ roomId }, 'realtime room refused to this caller');
  refuse(connection, roomId, userId, 'NOT_FOUND');
}

/** Counts one DATA message; true when it is over this window's allowance (logged once). */
function isOverDataLimit(connection: Connection, roomId: string): boolean {
  const now = Date.now();
  if (now - connection.windowStart > DATA_WINDOW_MS) {
    connection.windowStart = now;
    connection.dataInWindow = 0;
  }
  connection.dataInWindow += 1;
  if (connection.dataInWindow <= DATA_MESSAGES_PER_WINDOW) return false;
  if (connection.dataInWindow === DATA_MESSAGES_PER_WINDOW + 1) {
    connection.log.warn({ roomId }, 'realtime messages refused: too many');
  }
  return true;
}

async function receiveData(connection: Connection, message: TVideoClientMessage): Promise<void> {
  const { roomId, userId } = message.payload;
  // DATA only in a room this connection joined, checked by the room's kind.
  const room = connection.joined.get(roomId);
  if (room?.kind.receive === undefined) {
    connection.log.info({ roomId }, 'realtime message refused: room not joined');
    refuse(connection, roomId, userId, 'NOT_JOINED');
    return;
  }
  try {
    await room.kind.receive(room.caller, roomId, message);
  } catch (error) {
    const code = error instanceof AppError ? error.code : 'REFUSED';
    connection.log.warn(
      { roomId, type: message.type, code },
      'realtime message refused by its room',
    );
    refuse(connection, roomId, userId, code);
  }
}
