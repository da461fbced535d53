import type { FaceMatchBand, TFaceMatch } from '@onboarding/domain';
import { formatNumber } from '@onboarding/domain/format';
import { useLanguage, useT } from '@onboarding/web-shell';
import { useId } from 'react';
import { Notice } from '../../../shared/ui/notice';
import { workerFaceAnalyser, type FaceAnalyser } from './face-analyser';
import { useRecordFaceMatch } from './use-face-match';
import { useHintRun } from './use-hint-run';

export interface FaceMatchHintProps {
  readonly identificationId: string;
  /** The recorded result of this call, if the operator ran it. */
  readonly faceMatch: TFaceMatch | null;
  /** The document side with the portrait (its image URL under the staff API); null: none. */
  readonly documentUrl: string | null;
  /** The applicant's live video; null before it arrives. */
  readonly remoteStream: MediaStream | null;
  /** The applicant agreed to the comparison (GDPR art. 9(2)(a)); without it, it never runs. */
  readonly consented: boolean;
  /** The call is over, or not this operator's: the result is shown, not run. */
  readonly disabled: boolean;
  readonly analyser?: FaceAnalyser;
}

const TONE: Readonly<Record<FaceMatchBand, 'success' | 'warning' | 'error' | 'info'>> = {
  STRONG: 'success',
  UNCERTAIN: 'warning',
  WEAK: 'error',
  NO_FACE: 'info',
};

/**
 * The face match hint beside "the face matches the document photo" (decision 291): on the
 * operator's request the portrait of the document is compared with a few frames of the call in a
 * worker of this browser, and the server bands and records the result. The operator decides.
 */
export function FaceMatchHint({
  identificationId,
  faceMatch,
  documentUrl,
  remoteStream,
  consented,
  disabled,
  analyser = workerFaceAnalyser,
}: FaceMatchHintProps) {
  const t = useT();
  const language = useLanguage();
  const noteId = useId();
  const record = useRecordFaceMatch(identificationId);
  const { running, failure, run } = useHintRun(record.mutateAsync);
  const compare = () => {
    if (documentUrl === null) return run('noDocument');
    if (remoteStream === null) return run('noPicture');
    return run(() => analyser(documentUrl, remoteStream));
  };

  if (!consented) {
    return (
      <div className="face-match">
        <p className="face-match__note">{t('operator.call.faceMatch.notAgreed')}</p>
      </div>
    );
  }

  const score = (value: number | null) =>
    value === null
      ? t('operator.call.applicant.none')
      : formatNumber(value, language, { fractionDigits: 2 });

  return (
    <div className="face-match">
      <div aria-live="polite" aria-busy={running}>
        {running ? (
          <p className="face-match__running">{t('operator.call.faceMatch.running')}</p>
        ) : null}
        {!running && faceMatch !== null ? (
          <Notice tone={TONE[faceMatch.band]}>
            <strong>{t(`operator.call.faceMatch.band.${faceMatch.band}`)}</strong>
            {faceMatch.band === 'NO_FACE'
              ? ` ${t(
                  faceMatch.measurement.documentFaceFound
                    ? 'operator.call.faceMatch.noFaceInCall'
                    : 'operator.call.faceMatch.noFaceOnDocument',
                )}`
              : ` ${t('operator.call.faceMatch.similarity', {
                  similarity: score(faceMatch.measurement.similarity),
                  frames: faceMatch.measurement.framesWithFace,
                  analysed: faceMatch.measurement.framesAnalysed,
                })}`}
          </Notice>
        ) : null}
        {failure === null ? null : (
          <Notice tone="error">{t(`operator.call.faceMatch.failure.${failure}`)}</Notice>
        )}
      </div>
      {faceMatch === null ? null : (
        <p className="face-match__detail">
          {t('operator.call.faceMatch.liveness', {
            real: score(faceMatch.measurement.real),
            live: score(faceMatch.measurement.live),
          })}
        </p>
      )}
      <p id={noteId} className="face-match__note">
        {t('operator.call.faceMatch.note')}
      </p>
      {disabled ? null : (
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={noteId}
          disabled={running}
          onClick={() => void compare()}
        >
          {t(
            faceMatch === null ? 'operator.call.faceMatch.run' : 'operator.call.faceMatch.runAgain',
          )}
        </button>
      )}
    </div>
  );
}
