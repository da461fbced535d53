import { OPERATOR_QUEUE_ROOM, type TOperatorQueue } from '@onboarding/domain';
import { useCallback, useEffect, useState } from 'react';
import { useStaffApi } from '../app/staff-api-context';
import { joinRoom, type SocketFactory } from '../realtime/room-socket';

export interface LiveQueue {
  readonly queue: TOperatorQueue | null;
  /** Whether the queue room is joined (live updates arrive). */
  readonly live: boolean;
  readonly error: unknown;
  readonly refresh: () => void;
}

/**
 * The queue: read once from `GET queue`, then kept current by the `operator:queue` room of the
 * notification websocket (every change is pushed whole). Reconnecting reads it again, so nothing
 * missed while offline stays stale.
 */
export function useLiveQueue(staffId: string, createSocket?: SocketFactory): LiveQueue {
  const api = useStaffApi();
  const [queue, setQueue] = useState<TOperatorQueue | null>(null);
  const [live, setLive] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const refresh = useCallback(() => {
    api.queue().then(
      (read) => {
        setQueue(read);
        setError(null);
      },
      (failure: unknown) => setError(failure),
    );
  }, [api]);

  useEffect(() => {
    refresh();
    const room = joinRoom(
      OPERATOR_QUEUE_ROOM,
      staffId,
      {
        onMessage: (message) => {
          if (message.type === 'QUEUE') setQueue(message.payload.data);
        },
        onLive: (isLive) => {
          setLive(isLive);
          if (isLive) refresh();
        },
      },
      createSocket,
    );
    return () => room.close();
  }, [staffId, refresh, createSocket]);

  return { queue, live, error, refresh };
}
