import type { TVideoChatState } from '@onboarding/domain';
import { formatDuration } from '@onboarding/domain/format';
import { useT } from '@onboarding/web-shell';
import { Button } from '../../../components/ui/button';
import { PhaseHeading } from './phase-heading';

/** The offer to wait longer appears this long before the first deadline (the server keeps it). */
export const EXTEND_OFFER_BEFORE_MS = 60_000;

export interface QueueStepProps {
  readonly state: TVideoChatState;
  readonly now: number;
  readonly extending: boolean;
  readonly extendFailed: boolean;
  readonly onExtend: () => void;
  readonly onBook: () => void;
  readonly onCallBack: () => void;
  readonly onLeave: () => void;
}

/**
 * WAITING_FOR_AGENTS (spec 1 §9): the place in the queue and the estimated wait, live; the time
 * left for an adviser to answer; near the deadline the one offer to wait 3 more minutes, or to
 * book a call or a call back instead; leaving frees the place.
 */
export function QueueStep({
  state,
  now,
  extending,
  extendFailed,
  onExtend,
  onBook,
  onCallBack,
  onLeave,
}: QueueStepProps) {
  const t = useT();
  const deadline = state.deadline === null ? null : Date.parse(state.deadline);
  const leftMs = deadline === null ? null : deadline - now;
  const offerExtension = !state.extended && leftMs !== null && leftMs <= EXTEND_OFFER_BEFORE_MS;
  const waitMinutes =
    state.estimatedWaitSeconds === null ? null : Math.round(state.estimatedWaitSeconds / 60);

  return (
    <div className="video-chat__step">
      <PhaseHeading>{t('videoChat.queue.title')}</PhaseHeading>
      <p className="video-chat__text">{t('videoChat.queue.text')}</p>
      <div className="video-queue" role="status" aria-live="polite" aria-atomic="true">
        {state.position !== null && (
          <p className="video-queue__position">
            {t('videoChat.queue.position', { position: state.position })}
          </p>
        )}
        {waitMinutes !== null && (
          <p className="video-chat__text">
            {waitMinutes < 1
              ? t('videoChat.queue.waitShort')
              : t('videoChat.queue.wait', { count: waitMinutes })}
          </p>
        )}
      </div>
      {leftMs !== null && (
        // The countdown itself is not live: a screen reader would read it every second.
        <p className="video-queue__countdown">
          {leftMs > 0
            ? t('videoChat.queue.countdown', { time: formatDuration(Math.ceil(leftMs / 1000)) })
            : t('videoChat.queue.overdue')}
        </p>
      )}
      {offerExtension && (
        <section className="video-queue__offer" aria-labelledby="video-queue-offer" role="alert">
          <h3 id="video-queue-offer" className="video-chat__subtitle">
            {t('videoChat.queue.extendTitle')}
          </h3>
          <p className="video-chat__text">{t('videoChat.queue.extendText')}</p>
          {extendFailed && <p className="video-chat__error">{t('videoChat.queue.extendFailed')}</p>}
          <div className="step-actions step-actions--start">
            <Button onClick={onExtend} loading={extending}>
              {t('videoChat.queue.extend')}
            </Button>
            <Button variant="secondary" onClick={onBook}>
              {t('videoChat.queue.book')}
            </Button>
            <Button variant="secondary" onClick={onCallBack}>
              {t('videoChat.queue.callBack')}
            </Button>
          </div>
        </section>
      )}
      <div className="step-actions">
        <Button variant="secondary" onClick={onLeave}>
          {t('videoChat.queue.leave')}
        </Button>
      </div>
    </div>
  );
}
