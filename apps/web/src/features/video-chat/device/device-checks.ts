import { VIDEO_REQUIREMENTS, type DeviceProblem } from '@onboarding/domain';

/** The browsers whose settings we can describe; the advice names where the permission lives. */
export type BrowserFamily = 'chrome' | 'edge' | 'firefox' | 'safari' | 'other';

export function browserFamily(userAgent: string): BrowserFamily {
  if (/Edg\//.test(userAgent)) return 'edge';
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'firefox';
  if (/Chrome\/|CriOS\/|Chromium\//.test(userAgent)) return 'chrome';
  if (/Safari\//.test(userAgent)) return 'safari';
  return 'other';
}

const VERSION_TOKENS: Record<BrowserFamily, string | null> = {
  edge: 'Edg',
  firefox: 'Firefox',
  chrome: 'Chrome',
  safari: 'Version',
  other: null,
};

/** The browser's name and version for the evidence record (at most 200 characters). */
export function browserLabel(userAgent: string): string {
  const family = browserFamily(userAgent);
  const token = VERSION_TOKENS[family];
  const version = token === null ? null : new RegExp(`${token}/([\\d.]+)`).exec(userAgent)?.[1];
  return (version ? `${family} ${version}` : family).slice(0, 200);
}

export interface MediaEnvironment {
  readonly RTCPeerConnection?: unknown;
  readonly navigator?: { readonly mediaDevices?: { readonly getUserMedia?: unknown } };
}

/** The call needs a peer connection and camera access (a page over http other than localhost has neither). */
export function supportsWebRtc(environment: MediaEnvironment): boolean {
  return (
    typeof environment.RTCPeerConnection === 'function' &&
    typeof environment.navigator?.mediaDevices?.getUserMedia === 'function'
  );
}

export type MediaDevice = 'MICROPHONE' | 'CAMERA';

/** What a getUserMedia failure means (error names of the Media Capture spec). */
export function mediaProblemOf(error: unknown, device: MediaDevice): DeviceProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const denied = name === 'NotAllowedError' || name === 'SecurityError';
  if (device === 'MICROPHONE') return denied ? 'MICROPHONE_DENIED' : 'MICROPHONE_MISSING';
  // A camera that cannot give the size asked is too weak rather than missing.
  if (name === 'OverconstrainedError') return 'CAMERA_TOO_WEAK';
  return denied ? 'CAMERA_DENIED' : 'CAMERA_MISSING';
}

export interface CameraFigures {
  readonly width: number;
  readonly height: number;
  readonly frameRate: number;
}

/** The camera's settings as the track reports them; a portrait phone swaps width and height. */
export function cameraFigures(settings: MediaTrackSettings): CameraFigures {
  return {
    width: Math.round(settings.width ?? 0),
    height: Math.round(settings.height ?? 0),
    frameRate: Math.round((settings.frameRate ?? 0) * 10) / 10,
  };
}

export function cameraProblem(figures: CameraFigures): DeviceProblem | null {
  if (figures.width === 0 || figures.height === 0) return 'CAMERA_MISSING';
  const long = Math.max(figures.width, figures.height);
  const short = Math.min(figures.width, figures.height);
  // Some browsers do not report a frame rate; the call's own statistics show it then.
  const rateKnown = figures.frameRate > 0;
  if (
    long < VIDEO_REQUIREMENTS.minWidth ||
    short < VIDEO_REQUIREMENTS.minHeight ||
    (rateKnown && figures.frameRate < VIDEO_REQUIREMENTS.minFrameRate)
  ) {
    return 'CAMERA_TOO_WEAK';
  }
  return null;
}

/** The camera asked for: 1280×720 at 30 fps if it can, less if it must (decision 136). */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: {
    width: { ideal: 1280 },
    height: { ideal: 720 },
    frameRate: { ideal: 30 },
    facingMode: 'user',
  },
};

export const MICROPHONE_CONSTRAINTS: MediaStreamConstraints = {
  audio: { echoCancellation: true, noiseSuppression: true },
  video: false,
};

/** The level (0–100) of one frame of time-domain samples (128 = silence): its RMS, scaled. */
export function levelOf(samples: Uint8Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) {
    const centred = (sample - 128) / 128;
    sum += centred * centred;
  }
  const rms = Math.sqrt(sum / samples.length);
  // Speech sits around 0.05–0.3 RMS: scaled so ordinary talk fills most of the meter.
  return Math.min(100, Math.round(rms * 300));
}

/** A microphone whose loudest moment stayed under this level heard nothing. */
export const SILENCE_LEVEL = 3;
