import { browserPorts, notificationsUrl, type CallPorts } from '@onboarding/video-call';
import { webAudioMeter, type AudioMeterFactory } from './device/audio-meter';
import type { MediaEnvironment } from './device/device-checks';

/**
 * What the video identification takes from the browser, in one place: the page uses the real
 * ones; component tests hand in fakes of the camera, the microphone's meter and the socket.
 */
export interface VideoChatEnvironment {
  readonly webRtc: MediaEnvironment;
  readonly mediaDevices: Pick<MediaDevices, 'getUserMedia'> | undefined;
  readonly userAgent: string;
  readonly createMeter: AudioMeterFactory;
  readonly callPorts: CallPorts;
  readonly socketUrl: string;
  /** The clock that times the bandwidth probes (milliseconds, monotonic). */
  readonly clock: () => number;
}

export function browserEnvironment(): VideoChatEnvironment {
  return {
    webRtc: window,
    // Absent on a page served over plain http (not a secure context).
    mediaDevices: navigator.mediaDevices,
    userAgent: navigator.userAgent,
    createMeter: webAudioMeter,
    callPorts: browserPorts(),
    socketUrl: notificationsUrl(window.location),
    clock: () => performance.now(),
  };
}

/** Stops the camera and microphone (the browser's recording light goes off). */
export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
