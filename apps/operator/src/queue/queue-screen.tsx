import type { TStaffMember } from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import { useState } from 'react';
import { failureKey, isStaffApiError } from '../api/api-error';
import { useStaffApi } from '../app/staff-api-context';
import type { SocketFactory } from '../realtime/room-socket';
import { Notice } from '../ui/notice';
import { QueueTable } from './queue-table';
import { useLiveQueue } from './use-live-queue';

export interface QueueScreenProps {
  readonly staff: TStaffMember;
  /** Opens the call screen of an accepted identification. */
  readonly onAccepted: (identificationId: string) => void;
  readonly createSocket?: SocketFactory;
}

export function QueueScreen({ staff, onAccepted, createSocket }: QueueScreenProps) {
  const t = useT();
  const api = useStaffApi();
  const { queue, live, error, refresh } = useLiveQueue(staff.id, createSocket);
  const [accepting, setAccepting] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const accept = async (identificationId: string) => {
    setAccepting(identificationId);
    setFailure(null);
    try {
      await api.accept(identificationId);
      onAccepted(identificationId);
    } catch (caught) {
      setAccepting(null);
      setFailure(
        isStaffApiError(caught) && caught.status === 409
          ? // Decision 244: a returning applicant held for the operator who sent them back.
            t(caught.code === 'HELD_FOR_OPERATOR' ? 'operator.queue.held' : 'operator.queue.taken')
          : t(failureKey(caught)),
      );
      refresh();
    }
  };

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
        {error !== null && queue === null ? (
          <Notice tone="error">{t(failureKey(error))}</Notice>
        ) : null}
      </div>
      {queue === null ? (
        <p>{t('common.loading')}</p>
      ) : (
        <QueueTable
          queue={queue}
          staffId={staff.id}
          accepting={accepting}
          onAccept={(id) => void accept(id)}
        />
      )}
    </section>
  );
}
