import type { TNotificationServerMessage, TVideoClientMessage } from '@onboarding/domain';
import type { DocumentCaller } from '../session/caller';
import type { StaffCaller } from '../session/staff-caller';

/** Who holds a websocket: an applicant (or their phone), or a signed-in member of staff. */
export type RealtimeCaller = DocumentCaller | StaffCaller;

/**
 * A kind of room: which room ids it covers, and who may follow one. `join` throws when the caller
 * may not; otherwise it returns the room's canonical id and its current state as the first
 * messages (a reconnecting screen is up to date at once). A room that takes messages from its
 * clients (the video call's) checks each in `receive`, which throws to refuse it; `leave` hears a
 * connection go.
 */
export interface RoomKind {
  readonly pattern: RegExp;
  join(
    caller: RealtimeCaller,
    roomId: string,
  ): Promise<{
    roomId: string;
    first: TNotificationServerMessage | null;
    also?: readonly TNotificationServerMessage[];
  }>;
  receive?(caller: RealtimeCaller, roomId: string, message: TVideoClientMessage): Promise<void>;
  leave?(caller: RealtimeCaller, roomId: string): Promise<void>;
}
