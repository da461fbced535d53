import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '@onboarding/web-shell';
import { useNavigate } from 'react-router';
import { failureKey, isStaffApiError } from '../../shared/api/api-error';
import { consoleKeys } from '../../shared/api/query-keys';
import { useStaffApi } from '../../shared/api/staff-api-context';
import { paths } from '../../shared/paths';
import type { SocketFactory } from '../../shared/realtime/room-socket';
import { useLiveQueue } from '../../shared/realtime/use-live-queue';
import { useStaff } from '../../shared/session/session';
import { Notice } from '../../shared/ui/notice';
import { QueueTable } from './queue-table';

export interface QueueScreenProps {
  /** Tests pass a socket they drive; the console opens the browser's WebSocket. */
  readonly createSocket?: SocketFactory;
}

/** The waiting applicants, live; accepting one opens its call at /call/:identificationId. */
export function QueueScreen({ createSocket }: QueueScreenProps) {
  const t = useT();
  const api = useStaffApi();
  const staff = useStaff();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { query, live } = useLiveQueue(staff.id, createSocket);
  const accept = useMutation({
    mutationFn: (identificationId: string) => api.accept(identificationId),
    onSuccess: (_, identificationId) => void navigate(paths.call(identificationId)),
    // Taken by a colleague meanwhile, or any other refusal: the queue is read again.
    onError: () => void client.invalidateQueries({ queryKey: consoleKeys.queue }),
  });

  const failure = accept.error
    ? isStaffApiError(accept.error) && accept.error.status === 409
      ? // Decision 244: a returning applicant held for the operator who sent them back.
        t(
          accept.error.code === 'HELD_FOR_OPERATOR'
            ? 'operator.queue.held'
            : 'operator.queue.taken',
        )
      : t(failureKey(accept.error))
    : null;
  const queue = query.data ?? null;

  return (
    <section className="stack" aria-labelledby="queue-heading">
      <div className="screen-heading">
        <h2 id="queue-heading">{t('operator.queue.heading')}</h2>
        <p className="screen-heading__status" role="status">
          {live ? t('operator.queue.live') : t('operator.queue.reconnecting')}
        </p>
      </div>
      <div aria-live="assertive">
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        {query.error !== null && queue === null ? (
          <Notice tone="error">{t(failureKey(query.error))}</Notice>
        ) : null}
      </div>
      {queue === null ? (
        <p>{t('common.loading')}</p>
      ) : (
        <QueueTable
          queue={queue}
          staffId={staff.id}
          accepting={accept.isPending || accept.isSuccess ? (accept.variables ?? null) : null}
          onAccept={(id) => accept.mutate(id)}
        />
      )}
    </section>
  );
}
