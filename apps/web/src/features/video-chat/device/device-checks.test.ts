import { describe, expect, it } from 'vitest';
import {
  browserFamily,
  browserLabel,
  cameraFigures,
  cameraProblem,
  levelOf,
  mediaProblemOf,
  supportsWebRtc,
} from './device-checks';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const EDGE = `${CHROME} Edg/131.0.2903.86`;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

describe('device checks', () => {
  it('tells the browsers apart by their user agent', () => {
    expect([CHROME, EDGE, FIREFOX, SAFARI, 'curl/8'].map(browserFamily)).toEqual([
      'chrome',
      'edge',
      'firefox',
      'safari',
      'other',
    ]);
    expect(browserLabel(EDGE)).toBe('edge 131.0.2903.86');
    expect(browserLabel(SAFARI)).toBe('safari 18.1');
  });

  it('needs a peer connection and getUserMedia for WebRTC', () => {
    const getUserMedia = () => undefined;
    expect(
      supportsWebRtc({
        RTCPeerConnection: class {},
        navigator: { mediaDevices: { getUserMedia } },
      }),
    ).toBe(true);
    expect(supportsWebRtc({ RTCPeerConnection: class {}, navigator: {} })).toBe(false);
    expect(supportsWebRtc({ navigator: { mediaDevices: { getUserMedia } } })).toBe(false);
  });

  it('reads a refused permission, a missing device and a weak camera from the error', () => {
    const error = (name: string) => new DOMException('x', name);
    expect(mediaProblemOf(error('NotAllowedError'), 'CAMERA')).toBe('CAMERA_DENIED');
    expect(mediaProblemOf(error('NotFoundError'), 'CAMERA')).toBe('CAMERA_MISSING');
    expect(mediaProblemOf(error('OverconstrainedError'), 'CAMERA')).toBe('CAMERA_TOO_WEAK');
    expect(mediaProblemOf(error('NotAllowedError'), 'MICROPHONE')).toBe('MICROPHONE_DENIED');
    expect(mediaProblemOf(error('NotReadableError'), 'MICROPHONE')).toBe('MICROPHONE_MISSING');
  });

  it('accepts 640×480 at 15 fps either way round and refuses less', () => {
    expect(cameraProblem(cameraFigures({ width: 1280, height: 720, frameRate: 30 }))).toBeNull();
    expect(cameraProblem({ width: 480, height: 640, frameRate: 15 })).toBeNull();
    expect(cameraProblem({ width: 320, height: 240, frameRate: 30 })).toBe('CAMERA_TOO_WEAK');
    expect(cameraProblem({ width: 1280, height: 720, frameRate: 10 })).toBe('CAMERA_TOO_WEAK');
    expect(cameraProblem({ width: 0, height: 0, frameRate: 0 })).toBe('CAMERA_MISSING');
  });

  it('measures silence as 0 and a loud signal near the top', () => {
    expect(levelOf(new Uint8Array(64).fill(128))).toBe(0);
    const loud = Uint8Array.from({ length: 64 }, (_, i) => (i % 2 === 0 ? 200 : 56));
    expect(levelOf(loud)).toBeGreaterThan(90);
  });
});
