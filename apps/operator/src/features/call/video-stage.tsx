import { SNAPSHOT_KINDS, type SnapshotKind } from '@onboarding/domain';
import type { CallSnapshot } from '@onboarding/video-call';
import { useT } from '@onboarding/web-shell';
import { useEffect, useRef, useState } from 'react';
import { useUploadSnapshot } from './use-call';
import { Notice } from '../../shared/ui/notice';
import { captureFrame } from './capture-frame';

export interface VideoStageProps {
  readonly identificationId: string;
  readonly snapshot: CallSnapshot;
  readonly localStream: MediaStream | null;
  readonly mediaError: string | null;
  /** Called after a snapshot is stored, so the evidence list can be read again. */
  /** The call is over: no more snapshots. */
  readonly finished: boolean;
  /** The decision taken, said instead of the video's state once the call is over (decision 267). */
  readonly outcome?: string | null;
}

function useSrcObject(stream: MediaStream | null) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return ref;
}

function connectionKey(snapshot: CallSnapshot) {
  if (snapshot.connection === 'connected') return 'operator.call.connection.connected' as const;
  if (snapshot.rejoining || snapshot.connection === 'disconnected') {
    return 'operator.call.connection.reconnecting' as const;
  }
  if (snapshot.connection === 'failed') return 'operator.call.connection.failed' as const;
  if (snapshot.connection === 'connecting') return 'operator.call.connection.connecting' as const;
  return 'operator.call.connection.idle' as const;
}

/** The applicant's video large, the operator's own camera small, and the snapshot buttons. */
export function VideoStage({
  identificationId,
  snapshot,
  localStream,
  mediaError,
  finished,
  outcome = null,
}: VideoStageProps) {
  const t = useT();
  const upload = useUploadSnapshot(identificationId);
  const remoteRef = useSrcObject(snapshot.remoteStream);
  const localRef = useSrcObject(localStream);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<SnapshotKind | null>(null);

  const take = async (kind: SnapshotKind) => {
    const video = remoteRef.current;
    setMessage(null);
    const image = video ? await captureFrame(video) : null;
    if (image === null) {
      setMessage({ tone: 'error', text: t('operator.call.snapshots.noVideo') });
      return;
    }
    setBusy(kind);
    upload.mutate(
      { kind, image },
      {
        onSuccess: () => {
          const kindName = t(`operator.call.snapshots.kinds.${kind}`);
          setMessage({
            tone: 'success',
            text: t('operator.call.snapshots.saved', { kind: kindName }),
          });
        },
        onError: () => setMessage({ tone: 'error', text: t('operator.call.snapshots.failed') }),
        onSettled: () => setBusy(null),
      },
    );
  };

  return (
    <div className="stage">
      <div className="stage__videos">
        <video
          ref={remoteRef}
          className="stage__remote"
          autoPlay
          playsInline
          aria-label={t('operator.call.remoteVideo')}
        />
        <video
          ref={localRef}
          className="stage__local"
          autoPlay
          playsInline
          muted
          aria-label={t('operator.call.ownVideo')}
        />
      </div>
      <p className="stage__status" role="status">
        {outcome ??
          (mediaError
            ? t('operator.call.connection.noCamera', { reason: mediaError })
            : t(connectionKey(snapshot)))}
        {outcome === null && snapshot.otherPresent === false
          ? ` ${t('operator.call.applicantAway')}`
          : ''}
      </p>
      <div
        className="stage__snapshots"
        role="group"
        aria-label={t('operator.call.snapshots.heading')}
      >
        {SNAPSHOT_KINDS.map((kind) => {
          const kindName = t(`operator.call.snapshots.kinds.${kind}`);
          return (
            <button
              key={kind}
              type="button"
              className="button button--secondary"
              disabled={finished || busy !== null}
              onClick={() => void take(kind)}
            >
              {t('operator.call.snapshots.take', { kind: kindName })}
            </button>
          );
        })}
      </div>
      <div aria-live="polite">
        {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      </div>
    </div>
  );
}
