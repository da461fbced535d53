import {
  LONG_PROCESS_POLL_INTERVAL_MS,
  longProcessRoomId,
  ZLongProcess,
  ZLongProcessStatusMessage,
  type TLongProcess,
} from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import {
  LongWaitScreen,
  type CountdownDirection,
  type LongWaitScreenProps,
} from '../../components/ui/long-wait-screen';
import { api } from '../api/api';
import { useRoomStatus } from '../realtime/use-room-status';
import { bankSiteUrl } from '../variant/read-bank-site';
import { useWizard } from '../wizard/wizard-context';

/** `GET processes/longprocesses/{id}`: the run's phase when the socket is not there. */
export function getLongProcess(id: string, signal: AbortSignal): Promise<TLongProcess> {
  return api.get(`/processes/longprocesses/${encodeURIComponent(id)}`, {
    schema: ZLongProcess,
    signal,
  });
}

export interface LongProcessRunOptions<TKey extends QueryKey> {
  /** The query that finds (or starts) the prospect's run. */
  readonly query: UseQueryOptions<TLongProcess, Error, TLongProcess, TKey> & {
    readonly queryKey: TKey;
  };
  /** Starts a failed run again; its answer replaces the query's. */
  readonly restart: (prospectId: string) => Promise<TLongProcess>;
}

/**
 * The risk run and the dossier run are the same kind of background process (room
 * `longprocess:{id}`, polling without the socket), so both waiting screens follow it alike.
 */
export function useLongProcessRun<TKey extends QueryKey>(options: LongProcessRunOptions<TKey>) {
  const { uid, process } = useWizard();
  const queryClient = useQueryClient();
  const query = useQuery(options.query);
  const run = useRoomStatus({
    roomId: query.data ? longProcessRoomId(query.data.id) : null,
    userId: uid,
    initial: query.data ?? null,
    messages: ZLongProcessStatusMessage,
    pick: (message) => (message.payload.data.id === query.data?.id ? message.payload.data : null),
    fetchStatus: (signal) => getLongProcess(query.data?.id ?? '', signal),
    pollIntervalMs: LONG_PROCESS_POLL_INTERVAL_MS,
  });
  const restart = useMutation({
    mutationFn: () => options.restart(process.prospectId),
    onSuccess: (restarted) => {
      queryClient.setQueryData<TLongProcess>(options.query.queryKey, restarted);
    },
  });
  // A restarted run shows as running while the server's answer for it is the newest.
  const current =
    run !== null && restart.data && restart.data.tokenId !== run.tokenId ? restart.data : run;
  return { query, run, current, restart };
}

function secondsSince(iso: string): number {
  return (Date.now() - Date.parse(iso)) / 1000;
}

export interface LongProcessWaitProps extends Pick<
  LongWaitScreenProps,
  'title' | 'text' | 'slides' | 'headingLevel' | 'className'
> {
  readonly current: TLongProcess | null;
  /** The wait shown before the run says how long it expects to take. */
  readonly expectedSeconds: number;
  /** The page's own, so a retry in between does not turn the countdown back. */
  readonly direction: CountdownDirection;
  readonly onDirectionChange: (direction: CountdownDirection) => void;
  readonly rootClassName: string;
  readonly actionsClassName: string;
  /** Further actions after the countdown switch. */
  readonly children?: ReactNode;
}

/** The long-wait screen for a run, with the switch between remaining and elapsed time. */
export function LongProcessWait({
  current,
  expectedSeconds,
  direction,
  onDirectionChange,
  rootClassName,
  actionsClassName,
  children,
  ...screen
}: LongProcessWaitProps) {
  const t = useT();
  return (
    <div className={rootClassName}>
      <LongWaitScreen
        key={current?.tokenId ?? 'none'}
        {...screen}
        durationSeconds={current?.contentInfo.expectedSeconds ?? expectedSeconds}
        elapsedAtStart={current === null ? 0 : secondsSince(current.contentInfo.startedAt)}
        countdownDirection={direction}
        onExplore={() => window.open(bankSiteUrl(), '_blank', 'noopener')}
      />
      <div className={actionsClassName}>
        <Button
          variant="secondary"
          onClick={() => onDirectionChange(direction === 'down' ? 'up' : 'down')}
        >
          {t(
            direction === 'down'
              ? 'longTimeService.countdown.showElapsed'
              : 'longTimeService.countdown.showRemaining',
          )}
        </Button>
        {children}
      </div>
    </div>
  );
}
