import { isArrival, waitingFor } from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import { useEffect, useRef, useState } from 'react';
import { useMatch } from 'react-router';
import { PATHS } from '../../shared/paths';
import type { SocketFactory } from '../../shared/realtime/room-socket';
import { useArrivalAlertSettings } from './arrival-alert-settings';
import { playArrivalSound } from './arrival-sound';
import { useLiveQueue } from '../../shared/realtime/use-live-queue';

/** What the alert has heard: the last count, the arrivals so far, and whether one is signalled. */
interface Tracked {
  readonly waiting: number | null;
  readonly arrivals: number;
  readonly arrived: boolean;
}

const NOTHING_HEARD: Tracked = { waiting: null, arrivals: 0, arrived: false };

export interface ArrivalAlertProps {
  readonly staffId: string;
  /** Tests pass a socket they drive; the console opens the browser's WebSocket. */
  readonly createSocket?: SocketFactory;
  /** Tests pass a spy; the console plays the WebAudio chime. */
  readonly playSound?: () => void;
}

/**
 * Decision 270: a call has arrived for an idle operator when the queue they may take from goes
 * from empty to not empty while no call of theirs is open (the call screen's address). Then, as
 * the operator chose: a short sound, and "(1) Caller waiting – …" in the tab's title with the same
 * said in a polite live region, until the queue is empty again or the operator is in a call.
 * Mounted once in the console's frame, so it listens on every screen.
 */
export function ArrivalAlert({
  staffId,
  createSocket,
  playSound = playArrivalSound,
}: ArrivalAlertProps) {
  const t = useT();
  const settings = useArrivalAlertSettings();
  const { query } = useLiveQueue(staffId, createSocket);
  const inCall = useMatch(PATHS.call) !== null;
  const waiting = query.data ? waitingFor(query.data.entries, staffId) : null;
  const [tracked, setTracked] = useState<Tracked>(NOTHING_HEARD);
  // Adjusted while rendering (React's "state from the previous render"): each new count is
  // compared with the last one heard; opening a call ends the alert.
  if (waiting !== null && waiting !== tracked.waiting) {
    const arrival = isArrival(tracked.waiting, waiting, inCall);
    setTracked({
      waiting,
      arrivals: tracked.arrivals + (arrival ? 1 : 0),
      arrived: arrival || (tracked.arrived && waiting > 0 && !inCall),
    });
  } else if (inCall && tracked.arrived) {
    setTracked({ ...tracked, arrived: false });
  }

  // The sound is the one effect on the world outside React: once for each arrival.
  const played = useRef(0);
  useEffect(() => {
    if (tracked.arrivals <= played.current) return;
    played.current = tracked.arrivals;
    if (settings.sound) playSound();
  }, [tracked.arrivals, settings.sound, playSound]);

  const count = waiting ?? 0;
  const shown = tracked.arrived && settings.title && count > 0 && !inCall;

  useEffect(() => {
    if (!shown) return;
    const title = document.title;
    document.title = t('operations.alert.documentTitle', { count, title });
    return () => {
      document.title = title;
    };
  }, [shown, count, t]);

  return (
    <p className="visually-hidden" role="status">
      {shown ? t('operations.alert.announcement', { count }) : ''}
    </p>
  );
}
