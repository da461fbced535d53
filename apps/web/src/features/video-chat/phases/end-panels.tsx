import type { TVideoChatState } from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import { Button } from '../../../components/ui/button';
import { PhaseHeading } from './phase-heading';

/**
 * The ends of an identification the applicant sees (spec 1 §4 COMPLETED); AWAITING_SECOND_APPROVAL:
 * the call is over and a second staff member confirms the approval (decision 267).
 */
export type CallOutcome =
  'APPROVED' | 'REJECTED' | 'REDO' | 'INTERRUPTED' | 'AWAITING_SECOND_APPROVAL';

export function OutcomePanel({
  outcome,
  state,
  busy,
  onContinue,
  onBranch,
  onRestart,
  onCheck,
}: {
  outcome: CallOutcome;
  state: TVideoChatState | null;
  busy: boolean;
  onContinue: () => void;
  onBranch: () => void;
  onRestart: () => void;
  /** Asks again whether a waiting approval was given. */
  onCheck: () => void;
}) {
  const t = useT();
  const reason = state?.reason ?? null;
  const redo = state?.redo ?? null;
  return (
    <div className={`video-chat__step video-chat__outcome video-chat__outcome--${outcome}`}>
      <PhaseHeading>{t(`videoChat.outcome.${outcome}.title`)}</PhaseHeading>
      <p className="video-chat__text">{t(`videoChat.outcome.${outcome}.text`)}</p>
      {outcome === 'REDO' && redo !== null && (
        <p className="video-chat__text">{t(`videoChat.redo.${redo}`)}</p>
      )}
      {(outcome === 'REDO' || outcome === 'REJECTED') && reason !== null && (
        <p className="video-chat__reason">{t('videoChat.outcome.reason', { reason })}</p>
      )}
      <div className="step-actions">
        {(outcome === 'APPROVED' || outcome === 'REDO') && (
          <Button onClick={onContinue} loading={busy}>
            {t('videoChat.continue')}
          </Button>
        )}
        {outcome === 'REJECTED' && (
          <Button onClick={onBranch}>{t('videoChat.outcome.REJECTED.branch')}</Button>
        )}
        {outcome === 'INTERRUPTED' && (
          <Button onClick={onRestart}>{t('videoChat.outcome.INTERRUPTED.restart')}</Button>
        )}
        {outcome === 'AWAITING_SECOND_APPROVAL' && (
          <Button onClick={onCheck} loading={busy}>
            {t('videoChat.outcome.AWAITING_SECOND_APPROVAL.check')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** TIME_LIMIT_REACHED: no adviser within the wait; a booked call or a call back instead. */
export function TimeLimitPanel({
  onBook,
  onCallBack,
  onRetry,
}: {
  onBook: () => void;
  onCallBack: () => void;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <div className="video-chat__step">
      <PhaseHeading>{t('videoChat.timeLimit.title')}</PhaseHeading>
      <p className="video-chat__text">{t('videoChat.timeLimit.text')}</p>
      <div className="step-actions">
        <Button onClick={onBook}>{t('videoChat.queue.book')}</Button>
        <Button variant="secondary" onClick={onCallBack}>
          {t('videoChat.queue.callBack')}
        </Button>
        <Button variant="secondary" onClick={onRetry}>
          {t('videoChat.timeLimit.tryAgain')}
        </Button>
      </div>
    </div>
  );
}
