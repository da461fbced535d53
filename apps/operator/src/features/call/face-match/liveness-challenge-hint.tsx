import type { TLivenessChallenge } from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import { useId } from 'react';
import { Notice } from '../../../shared/ui/notice';
import { workerChallengeAnalyser, type ChallengeAnalyser } from './face-analyser';
import { useRecordLivenessChallenge } from './use-face-match';
import { useHintRun } from './use-hint-run';

export interface LivenessChallengeHintProps {
  readonly identificationId: string;
  /** The recorded result of this call, if the operator ran it. */
  readonly challenge: TLivenessChallenge | null;
  readonly remoteStream: MediaStream | null;
  /** The call is over, or not this operator's: the result is shown, not run. */
  readonly disabled: boolean;
  readonly analyser?: ChallengeAnalyser;
}

/**
 * The liveness challenge (decision 291): the operator asks the applicant to turn the head and
 * blink, then starts about six seconds of reading; the server says what the landmarks showed.
 * The scores of the anti-spoof and liveness models come with the face match.
 */
export function LivenessChallengeHint({
  identificationId,
  challenge,
  remoteStream,
  disabled,
  analyser = workerChallengeAnalyser,
}: LivenessChallengeHintProps) {
  const t = useT();
  const askId = useId();
  const record = useRecordLivenessChallenge(identificationId);
  const { running, failure, run } = useHintRun(record.mutateAsync);
  const start = () => run(remoteStream === null ? 'noPicture' : () => analyser(remoteStream));

  const seen = (done: boolean, what: 'headTurn' | 'blink') =>
    t(`operator.call.challenge.${what}.${done ? 'seen' : 'notSeen'}`);

  return (
    <div className="face-match">
      <div aria-live="polite" aria-busy={running}>
        {running ? (
          <p className="face-match__running">{t('operator.call.challenge.running')}</p>
        ) : null}
        {!running && challenge !== null ? (
          <Notice tone={challenge.headTurned && challenge.blinked ? 'success' : 'warning'}>
            {`${seen(challenge.headTurned, 'headTurn')} ${seen(challenge.blinked, 'blink')} `}
            {t('operator.call.challenge.frames', {
              frames: challenge.framesWithFace,
              analysed: challenge.framesAnalysed,
            })}
          </Notice>
        ) : null}
        {failure === null ? null : (
          <Notice tone="error">{t(`operator.call.faceMatch.failure.${failure}`)}</Notice>
        )}
      </div>
      {disabled ? null : (
        <>
          <p id={askId} className="face-match__note">
            {t('operator.call.challenge.ask')}
          </p>
          <button
            type="button"
            className="button button--secondary"
            aria-describedby={askId}
            disabled={running}
            onClick={() => void start()}
          >
            {t('operator.call.challenge.run')}
          </button>
        </>
      )}
    </div>
  );
}
