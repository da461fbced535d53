import { useEffect, useId, useRef, useState } from 'react';
import { Button } from './button';
import './camera-capture.css';

/** Why the camera could not be used, each with its own message to the applicant. */
export type CameraProblem = 'unsupported' | 'noCamera' | 'denied' | 'busy' | 'failed';

/** The block's texts, translated by the caller (they name what is being photographed). */
export interface CameraCaptureTexts {
  readonly start: string;
  readonly take: string;
  readonly cancel: string;
  /** The live picture's name for assistive technology. */
  readonly videoLabel: string;
  readonly starting: string;
  readonly problems: Readonly<Record<CameraProblem, string>>;
}

export interface CameraCaptureProps {
  readonly texts: CameraCaptureTexts;
  /** The photo as a JPEG file, named `name`. */
  readonly onCapture: (file: File) => void;
  /** The name the captured file gets (`front.jpg`). */
  readonly fileName: string;
  readonly disabled?: boolean;
  /** Tests pass a fake; the browser's media devices otherwise. */
  readonly mediaDevices?: Pick<MediaDevices, 'getUserMedia'> | undefined;
  readonly className?: string;
}

type CameraState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'starting' }
  | { readonly kind: 'live'; readonly stream: MediaStream }
  | { readonly kind: 'problem'; readonly problem: CameraProblem };

/** JPEG quality of a captured frame: sharp enough for the machine-readable zone, a few hundred KB. */
const JPEG_QUALITY = 0.92;

/** What a getUserMedia failure means for the applicant (names from the Media Capture spec). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'noCamera';
    case 'NotReadableError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}

function browserMediaDevices(): Pick<MediaDevices, 'getUserMedia'> | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
}

function stopStream(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** Draws the video's current frame onto a canvas and encodes it as JPEG. */
function captureFrame(video: HTMLVideoElement, fileName: string): Promise<File | null> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (context === null || canvas.width === 0) return Promise.resolve(null);
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => {
    canvas.toBlob(
      (blob) => resolve(blob === null ? null : new File([blob], fileName, { type: 'image/jpeg' })),
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
}

/**
 * Live capture with the computer's camera (getUserMedia): a button starts the camera, the live
 * picture shows, "take photo" hands one JPEG frame over and switches the camera off again. No
 * camera, a refused permission or a camera another program holds each get a plain message, and
 * choosing a file stays possible beside it. The camera is never on without the applicant asking.
 */
export function CameraCapture({
  texts,
  onCapture,
  fileName,
  disabled = false,
  mediaDevices = browserMediaDevices(),
  className,
}: CameraCaptureProps) {
  const [state, setState] = useState<CameraState>({ kind: 'idle' });
  const videoRef = useRef<HTMLVideoElement>(null);
  const takeRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  // Focus follows the applicant's own action only, never the first render.
  const acted = useRef(false);
  const problemId = useId();
  const stream = state.kind === 'live' ? state.stream : null;

  useEffect(() => {
    if (!acted.current) return;
    if (state.kind === 'live') takeRef.current?.focus();
    else if (state.kind !== 'starting') startRef.current?.focus();
  }, [state.kind]);

  useEffect(() => {
    const video = videoRef.current;
    if (stream === null || video === null) return;
    video.srcObject = stream;
    void video.play().catch(() => undefined);
    return () => {
      video.srcObject = null;
      stopStream(stream);
    };
  }, [stream]);

  const start = async () => {
    acted.current = true;
    if (mediaDevices === undefined || typeof mediaDevices.getUserMedia !== 'function') {
      setState({ kind: 'problem', problem: 'unsupported' });
      return;
    }
    acted.current = true;
    setState({ kind: 'starting' });
    try {
      const media = await mediaDevices.getUserMedia({
        video: { facingMode: 'environment', width: { ideal: 1920 }, height: { ideal: 1080 } },
        audio: false,
      });
      setState({ kind: 'live', stream: media });
    } catch (error) {
      setState({ kind: 'problem', problem: cameraProblemOf(error) });
    }
  };

  const take = async () => {
    const video = videoRef.current;
    if (video === null) return;
    const file = await captureFrame(video, fileName);
    setState({ kind: 'idle' });
    if (file === null) setState({ kind: 'problem', problem: 'failed' });
    else onCapture(file);
  };

  const classes = ['camera-capture', className].filter(Boolean).join(' ');

  if (state.kind === 'live') {
    return (
      <div className={classes}>
        <video
          ref={videoRef}
          className="camera-capture__video"
          aria-label={texts.videoLabel}
          autoPlay
          muted
          playsInline
        />
        <div className="camera-capture__actions">
          <Button ref={takeRef} onClick={() => void take()}>
            {texts.take}
          </Button>
          <Button variant="secondary" onClick={() => setState({ kind: 'idle' })}>
            {texts.cancel}
          </Button>
        </div>
      </div>
    );
  }

  const problem = state.kind === 'problem' ? state.problem : null;
  return (
    <div className={classes}>
      <Button
        ref={startRef}
        variant="secondary"
        loading={state.kind === 'starting'}
        disabled={disabled}
        aria-describedby={problem === null ? undefined : problemId}
        onClick={() => void start()}
      >
        {texts.start}
      </Button>
      {state.kind === 'starting' ? <span className="visually-hidden">{texts.starting}</span> : null}
      <p id={problemId} className="camera-capture__problem" role="status">
        {problem === null ? null : texts.problems[problem]}
      </p>
    </div>
  );
}
