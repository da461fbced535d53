import {
  VIDEO_REQUIREMENTS,
  type DeviceProblem,
  type TBandwidthMeasurement,
} from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import type { MessageKey } from '@onboarding/messages';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Spinner } from '../../../components/ui/spinner';
import { getBandwidthInfo, measureDownload, measureUpload } from '../api/video-chat-api';
import {
  CAMERA_CONSTRAINTS,
  MICROPHONE_CONSTRAINTS,
  SILENCE_LEVEL,
  cameraFigures,
  cameraProblem,
  mediaProblemOf,
  supportsWebRtc,
  type CameraFigures,
  type MediaDevice,
} from '../device/device-checks';
import { useMicrophoneLevel } from '../device/use-microphone-level';
import { stopStream, type VideoChatEnvironment } from '../video-chat-environment';
import { MediaView } from './media-view';
import { PhaseHeading } from './phase-heading';

/** A problem found by a check, with the figures its advice names. */
export interface FoundProblem {
  readonly problem: DeviceProblem;
  readonly kbps?: number;
}

/** What a device check is given: where it runs, what it hands on, where a problem it finds goes. */
interface DeviceCheckProps<Done> {
  readonly environment: VideoChatEnvironment;
  readonly onDone: Done;
  readonly onProblem: (found: FoundProblem) => void;
}

/**
 * spec 1 §4 CONSENTS: the recording and processing consent, required; and, apart from it and
 * optional, the explicit consent to the face match hint (GDPR art. 9(2)(a), decision 291).
 */
export function ConsentStep({
  onDone,
}: {
  onDone: (consents: { readonly faceComparison: boolean }) => void;
}) {
  const t = useT();
  const [agreed, setAgreed] = useState(false);
  const [faceComparison, setFaceComparison] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="video-chat__step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (agreed) onDone({ faceComparison });
        else setError('videoChat.consent.required');
      }}
    >
      <PhaseHeading>{t('videoChat.consent.title')}</PhaseHeading>
      <p className="video-chat__text">{t('videoChat.consent.text')}</p>
      <Checkbox
        name="recordingConsent"
        checked={agreed}
        onChange={(event) => {
          setAgreed(event.target.checked);
          setError(null);
        }}
        label={t('videoChat.consent.checkbox')}
        error={error ?? undefined}
        required
      />
      <Checkbox
        name="faceComparisonConsent"
        checked={faceComparison}
        onChange={(event) => setFaceComparison(event.target.checked)}
        label={t('videoChat.consent.faceComparison')}
        hint={t('videoChat.consent.faceComparisonHint')}
      />
      <div className="step-actions">
        <Button type="submit">{t('videoChat.continue')}</Button>
      </div>
    </form>
  );
}

/** BROWSER_CHECK: a peer connection and camera access exist. */
export function BrowserStep({ environment, onDone, onProblem }: DeviceCheckProps<() => void>) {
  const t = useT();
  const supported = supportsWebRtc(environment.webRtc);
  useEffect(() => {
    if (!supported) onProblem({ problem: 'NO_WEBRTC' });
  }, [supported, onProblem]);
  return (
    <div className="video-chat__step">
      <PhaseHeading>{t('videoChat.browser.title')}</PhaseHeading>
      <p className="video-chat__text" role="status">
        {supported ? t('videoChat.browser.ok') : t('videoChat.browser.checking')}
      </p>
      <div className="step-actions">
        <Button onClick={onDone} disabled={!supported}>
          {t('videoChat.continue')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Asks for one device; the stream is null while the browser asks the applicant. `finish` ends the
 * check: the problem found, or else the stream handed on. A stream not handed on is stopped when
 * the step goes, so no camera light stays on.
 */
function useMediaStream(
  environment: VideoChatEnvironment,
  device: MediaDevice,
  onProblem: (found: FoundProblem) => void,
): {
  stream: MediaStream | null;
  finish: (problem: DeviceProblem | null, handOn: (stream: MediaStream) => void) => void;
} {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const kept = useRef(false);
  useEffect(() => {
    let cancelled = false;
    let obtained: MediaStream | null = null;
    const mediaDevices = environment.mediaDevices;
    if (mediaDevices === undefined || typeof mediaDevices.getUserMedia !== 'function') {
      onProblem({ problem: device === 'CAMERA' ? 'CAMERA_MISSING' : 'MICROPHONE_MISSING' });
      return;
    }
    mediaDevices
      .getUserMedia(device === 'CAMERA' ? CAMERA_CONSTRAINTS : MICROPHONE_CONSTRAINTS)
      .then(
        (granted) => {
          obtained = granted;
          if (cancelled) stopStream(granted);
          else setStream(granted);
        },
        (error: unknown) => {
          if (!cancelled) onProblem({ problem: mediaProblemOf(error, device) });
        },
      );
    return () => {
      cancelled = true;
      if (!kept.current) stopStream(obtained);
    };
  }, [environment, device, onProblem, kept]);
  return {
    stream,
    finish: (problem, handOn) => {
      if (stream === null) return;
      if (problem !== null) {
        onProblem({ problem });
        return;
      }
      kept.current = true;
      handOn(stream);
    },
  };
}

/**
 * A check's screen: its title and text, a spinner while it waits (the browser asking, the probes
 * running), then what it found, and "Continue", off while it waits.
 */
function CheckStep({
  title,
  text,
  waiting,
  onContinue,
  children,
}: {
  title: MessageKey;
  text: MessageKey;
  /** The spinner's label while the check waits; null once it has something to show. */
  waiting: MessageKey | null;
  onContinue: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="video-chat__step">
      <PhaseHeading>{t(title)}</PhaseHeading>
      <p className="video-chat__text">{t(text)}</p>
      {waiting === null ? children : <Spinner label={t(waiting)} />}
      <div className="step-actions">
        <Button disabled={waiting !== null} onClick={onContinue}>
          {t('videoChat.continue')}
        </Button>
      </div>
    </div>
  );
}

/** MICROPHONE_CHECK: the microphone with a live level meter; silence is a problem. */
export function MicrophoneStep({
  environment,
  onDone,
  onProblem,
}: DeviceCheckProps<(stream: MediaStream) => void>) {
  const t = useT();
  const meterLabel = useId();
  const { stream, finish } = useMediaStream(environment, 'MICROPHONE', onProblem);
  const { level, peak } = useMicrophoneLevel(stream, environment.createMeter);
  return (
    <CheckStep
      title="videoChat.microphone.title"
      text="videoChat.microphone.text"
      waiting={stream === null ? 'videoChat.microphone.asking' : null}
      onContinue={() => finish(peak <= SILENCE_LEVEL ? 'MICROPHONE_SILENT' : null, onDone)}
    >
      <p id={meterLabel} className="video-chat__label">
        {t('videoChat.microphone.meter')}
      </p>
      <div
        className="video-meter"
        role="meter"
        aria-labelledby={meterLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level}
      >
        <div className="video-meter__bar" style={{ inlineSize: `${level}%` }} />
      </div>
      <p className="video-chat__text" role="status">
        {peak > SILENCE_LEVEL ? t('videoChat.microphone.heard') : ''}
      </p>
    </CheckStep>
  );
}

/** CAMERA_CHECK: a preview and the track's settings checked against VIDEO_REQUIREMENTS. */
export function CameraStep({
  environment,
  onDone,
  onProblem,
}: DeviceCheckProps<(stream: MediaStream, figures: CameraFigures) => void>) {
  const t = useT();
  const { stream, finish } = useMediaStream(environment, 'CAMERA', onProblem);
  const track = stream?.getVideoTracks()[0];
  const figures = track === undefined ? null : cameraFigures(track.getSettings());
  return (
    <CheckStep
      title="videoChat.camera.title"
      text="videoChat.camera.text"
      waiting={stream === null ? 'videoChat.camera.asking' : null}
      onContinue={() => {
        const measured = figures ?? { width: 0, height: 0, frameRate: 0 };
        finish(cameraProblem(measured), (granted) => onDone(granted, measured));
      }}
    >
      {stream === null ? null : (
        <MediaView
          stream={stream}
          own
          label={t('videoChat.camera.preview')}
          className="video-chat__preview"
        />
      )}
      {figures !== null && (
        <p className="video-chat__measure">
          {t('videoChat.camera.figures', {
            width: figures.width,
            height: figures.height,
            frameRate: figures.frameRate,
          })}
        </p>
      )}
    </CheckStep>
  );
}

export interface NetworkFigures {
  readonly download: TBandwidthMeasurement;
  readonly upload: TBandwidthMeasurement;
}

/** NETWORK_CHECK: the bandwidth probes of spec 3 §7, timed each way. */
export function NetworkStep({
  prospectId,
  clock,
  onDone,
  onProblem,
}: {
  prospectId: string;
  clock: () => number;
  onDone: (figures: NetworkFigures) => void;
  onProblem: (found: FoundProblem) => void;
}) {
  const t = useT();
  const [figures, setFigures] = useState<NetworkFigures | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const run = async () => {
      const info = await getBandwidthInfo(prospectId, signal);
      const download = await measureDownload(prospectId, signal, clock);
      const upload = await measureUpload(prospectId, info.uploadBytes, signal, clock);
      return { info, download, upload };
    };
    run().then(
      ({ info, download, upload }) => {
        if (signal.aborted) return;
        const min = Math.max(info.minKbps, VIDEO_REQUIREMENTS.minKbps);
        if (download.kbps < min) {
          onProblem({ problem: 'NETWORK_DOWNLOAD_SLOW', kbps: Math.round(download.kbps) });
        } else if (upload.kbps < min) {
          onProblem({ problem: 'NETWORK_UPLOAD_SLOW', kbps: Math.round(upload.kbps) });
        } else {
          setFigures({ download, upload });
        }
      },
      () => {
        if (!signal.aborted) onProblem({ problem: 'NETWORK_FAILED' });
      },
    );
    return () => controller.abort();
  }, [prospectId, clock, onProblem]);

  return (
    <CheckStep
      title="videoChat.network.title"
      text="videoChat.network.text"
      waiting={figures === null ? 'videoChat.network.measuring' : null}
      onContinue={() => figures !== null && onDone(figures)}
    >
      {figures === null ? null : (
        <div role="status">
          <p className="video-chat__text">{t('videoChat.network.ok')}</p>
          <ul className="video-chat__figures">
            <li>{t('videoChat.network.download', { kbps: Math.round(figures.download.kbps) })}</li>
            <li>{t('videoChat.network.upload', { kbps: Math.round(figures.upload.kbps) })}</li>
          </ul>
        </div>
      )}
    </CheckStep>
  );
}
