import { describe, expect, it } from 'vitest';
import {
  LIVENESS_CHALLENGE,
  readChallenge,
  recordedLivenessChallenge,
  ZLivenessChallengeMeasurement,
  type TChallengeFrame,
} from './liveness-challenge';

const ahead = (eyeOpenness = 0.28): TChallengeFrame => ({ yaw: 0.02, eyeOpenness });
const turned = (yaw: number): TChallengeFrame => ({ yaw, eyeOpenness: 0.28 });
const MODEL = { library: '@vladmandic/human', version: '3.3.6', backend: 'wasm' };

describe('readChallenge', () => {
  it('sees a head turn to either side from a face looking ahead, in either order', () => {
    expect(readChallenge([ahead(), turned(0.5), ahead()]).headTurned).toBe(true);
    expect(readChallenge([turned(-0.42), turned(-0.2), ahead()]).headTurned).toBe(true);
  });

  it('sees no head turn in a still face, a small nod, or a face turned throughout', () => {
    expect(readChallenge([ahead(), ahead(), ahead()]).headTurned).toBe(false);
    expect(readChallenge([ahead(), turned(0.3), ahead()]).headTurned).toBe(false);
    expect(readChallenge([turned(0.6), turned(0.5)]).headTurned).toBe(false);
  });

  it('sees a blink only as open, shut, open again; missing frames are skipped', () => {
    expect(readChallenge([ahead(), null, ahead(0.05), ahead()]).blinked).toBe(true);
    // Shut then open (it started shut), squinting throughout, or shut at the end: no blink.
    expect(readChallenge([ahead(0.05), ahead()]).blinked).toBe(false);
    expect(readChallenge([ahead(0.15), ahead(0.14), ahead(0.16)]).blinked).toBe(false);
    expect(readChallenge([ahead(), ahead(0.05)]).blinked).toBe(false);
  });

  it('counts the frames and those with a face', () => {
    expect(readChallenge([null, ahead(), null])).toMatchObject({
      framesAnalysed: 3,
      framesWithFace: 1,
    });
  });
});

describe('ZLivenessChallengeMeasurement and recordedLivenessChallenge', () => {
  it('refuses more frames than a challenge reads, none, or a reading out of range', () => {
    const frames = (count: number) => Array.from({ length: count }, () => ahead());
    const parse = (value: unknown) => ZLivenessChallengeMeasurement.safeParse(value).success;
    expect(parse({ frames: frames(LIVENESS_CHALLENGE.frames), model: MODEL })).toBe(true);
    expect(parse({ frames: frames(LIVENESS_CHALLENGE.frames + 1), model: MODEL })).toBe(false);
    expect(parse({ frames: [], model: MODEL })).toBe(false);
    expect(parse({ frames: [{ yaw: 9, eyeOpenness: 0.2 }], model: MODEL })).toBe(false);
    // The browser sends what it read, never its reading of it.
    expect(parse({ frames: frames(2), model: MODEL, blinked: true })).toBe(false);
  });

  it('records the domain’s reading with the frames', () => {
    const measurement = { frames: [ahead(), turned(0.5), ahead(0.04), ahead()], model: MODEL };
    expect(recordedLivenessChallenge(measurement, 'now', 'op')).toMatchObject({
      headTurned: true,
      blinked: true,
      framesWithFace: 4,
      measurement,
    });
  });
});
