import type { TNotificationServerMessage } from '@onboarding/domain';
import type { DocumentCaller } from '../session/caller';

/**
 * A kind of room: which room ids it covers, and who may follow one. `join` throws when the caller
 * may not; otherwise it returns the room's canonical id and its current state as the first message
 * (a reconnecting screen is up to date at once).
 */
export interface RoomKind {
  readonly pattern: RegExp;
  join(
    caller: DocumentCaller,
    roomId: string,
  ): Promise<{ roomId: string; first: TNotificationServerMessage | null }>;
}
