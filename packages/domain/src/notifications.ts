import { z } from 'zod';
import { ZLongProcess } from './dossier/long-process';

/*
 * Live status (DESIGN "Realtime", spec 3 §7 websocket): one user-notification endpoint,
 * GET /services/slo/onboarding/notifications (websocket). The client sends START with roomId and
 * userId on open and END before closing; the server sends DATA messages dispatched by `type`.
 * What every room shares lives here, apart from the hand-off's and the call's messages: a page
 * that follows a background run parses its own messages without their schemas (decision 299).
 */
export const NOTIFICATIONS_PATH = '/onboarding/notifications';

export const ZNotificationClientMessage = z.object({
  messageType: z.enum(['START', 'END']),
  payload: z.object({ roomId: z.string().max(200), userId: z.string().max(64) }),
});
export type TNotificationClientMessage = z.infer<typeof ZNotificationClientMessage>;

/** A long process's phase, in its room `longprocess:{id}` (decision 140). */
export const ZLongProcessStatusMessage = z.object({
  messageType: z.literal('DATA'),
  type: z.literal('LONG_PROCESS_STATUS'),
  payload: z.object({ roomId: z.string(), userId: z.string(), data: ZLongProcess }),
});

/** A room refused or failed. */
export const ZRoomErrorMessage = z.object({
  messageType: z.literal('DATA'),
  type: z.literal('ERROR'),
  payload: z.object({ roomId: z.string(), userId: z.string(), code: z.string() }),
});
