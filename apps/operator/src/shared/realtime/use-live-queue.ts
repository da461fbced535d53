import { OPERATOR_QUEUE_ROOM } from '@onboarding/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { consoleKeys } from '../api/query-keys';
import { useStaffApi } from '../api/staff-api-context';
import { joinRoom, type SocketFactory } from './room-socket';

/**
 * The queue: read with `GET queue` into the query cache, then kept current by the `operator:queue`
 * room of the notification websocket, whose pushes (the whole queue each time) are written into
 * the same cache entry. Reconnecting reads it again, so nothing missed while offline stays stale.
 * Shared: the queue screen and any feature that must hear the queue (an arrival alert) use it.
 */
export function useLiveQueue(staffId: string, createSocket?: SocketFactory) {
  const api = useStaffApi();
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  // The socket keeps it current: the query itself is never stale while the screen is open.
  const query = useQuery({
    queryKey: consoleKeys.queue,
    queryFn: () => api.queue(),
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    const room = joinRoom(
      OPERATOR_QUEUE_ROOM,
      staffId,
      {
        onMessage: (message) => {
          if (message.type !== 'QUEUE') return;
          // A push is newer than any read still under way: that read's answer is dropped.
          void client.cancelQueries({ queryKey: consoleKeys.queue });
          client.setQueryData(consoleKeys.queue, message.payload.data);
        },
        onLive: (isLive) => {
          setLive(isLive);
          if (isLive) void client.invalidateQueries({ queryKey: consoleKeys.queue });
        },
      },
      createSocket,
    );
    return () => room.close();
  }, [staffId, client, createSocket]);

  return { query, live };
}
