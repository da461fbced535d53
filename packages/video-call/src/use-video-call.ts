import { useEffect, useState, useSyncExternalStore } from 'react';
import { VideoCall, type CallSnapshot, type VideoCallOptions } from './video-call';

const IDLE: CallSnapshot = {
  socket: 'closed',
  connection: 'new',
  remoteStream: null,
  otherPresent: null,
  rejoining: false,
  rejoinExpired: false,
  chat: [],
  lastError: null,
};
const noSubscription = () => () => undefined;
const idleSnapshot = () => IDLE;

/**
 * The call of one room for a component: started when `options` is given, stopped (END) when the
 * room, user or role changes or the component leaves. The local stream is handed over as it
 * changes without rejoining. `onMessage` is read at call time, so it need not be stable.
 */
export function useVideoCall(options: VideoCallOptions | null): {
  call: VideoCall | null;
  snapshot: CallSnapshot;
} {
  const [call, setCall] = useState<VideoCall | null>(null);
  const socketUrl = options?.socketUrl;
  const roomId = options?.roomId;
  const userId = options?.userId;
  const role = options?.role;
  const optionsRef = useLatest(options);

  useEffect(() => {
    const current = optionsRef.current;
    if (current === null || socketUrl === undefined) return;
    const created = new VideoCall({
      ...current,
      onMessage: (message) => optionsRef.current?.onMessage?.(message),
    });
    created.start();
    setCall(created);
    return () => {
      created.stop();
      setCall(null);
    };
  }, [socketUrl, roomId, userId, role, optionsRef]);

  const localStream = options?.localStream ?? null;
  useEffect(() => {
    call?.setLocalStream(localStream);
  }, [call, localStream]);

  const snapshot = useSyncExternalStore(
    call?.subscribe ?? noSubscription,
    call?.getSnapshot ?? idleSnapshot,
    call?.getSnapshot ?? idleSnapshot,
  );
  return { call, snapshot };
}

/** A ref that always holds the latest value (updated after render, read in effects and callbacks). */
function useLatest<T>(value: T): { readonly current: T } {
  const [ref] = useState(() => ({ current: value }));
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
