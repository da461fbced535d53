import { describe, expect, it } from 'vitest';
import {
  FACE_MATCH_THRESHOLDS,
  faceMatchBand,
  faceMatchSignals,
  recordedFaceMatch,
  summariseFaceFrames,
  ZFaceMatchMeasurement,
  type TFaceMatchMeasurement,
} from './face-match';

const OPERATOR = '5b0e9c7e-1d1a-4c59-9a51-1f3b2c4d5e6f';

function measurement(overrides: Partial<TFaceMatchMeasurement> = {}): TFaceMatchMeasurement {
  return {
    similarity: 0.91,
    documentFaceFound: true,
    framesAnalysed: 5,
    framesWithFace: 5,
    real: 0.6,
    live: 0.9,
    msPerFrame: 160,
    model: { library: '@vladmandic/human', version: '3.3.6', backend: 'wasm' },
    ...overrides,
  };
}

describe('faceMatchBand', () => {
  it('bands a similarity by the lower bounds, each bound inside its band', () => {
    expect(faceMatchBand(1)).toBe('STRONG');
    expect(faceMatchBand(FACE_MATCH_THRESHOLDS.strong)).toBe('STRONG');
    expect(faceMatchBand(0.69)).toBe('UNCERTAIN');
    expect(faceMatchBand(FACE_MATCH_THRESHOLDS.uncertain)).toBe('UNCERTAIN');
    expect(faceMatchBand(0.49)).toBe('WEAK');
    expect(faceMatchBand(0)).toBe('WEAK');
  });

  it('is NO_FACE without a similarity', () => {
    expect(faceMatchBand(null)).toBe('NO_FACE');
  });

  it('follows other bounds when given', () => {
    expect(faceMatchBand(0.75, { strong: 0.8, uncertain: 0.6 })).toBe('UNCERTAIN');
  });
});

describe('summariseFaceFrames', () => {
  it('takes medians over the frames with a face, so one odd frame does not move the hint', () => {
    const frame = (similarity: number) => ({ similarity, real: 0.5, live: 0.8 });
    const summary = summariseFaceFrames(
      [frame(0.9), frame(0.2), null, frame(0.88), frame(0.93)],
      true,
    );
    expect(summary).toEqual({
      similarity: 0.89,
      documentFaceFound: true,
      framesAnalysed: 5,
      framesWithFace: 4,
      real: 0.5,
      live: 0.8,
    });
  });

  it('has no similarity when the document shows no face, or no frame does', () => {
    const frames = [{ similarity: 0.9, real: 0.7, live: 0.9 }];
    expect(summariseFaceFrames(frames, false).similarity).toBeNull();
    expect(summariseFaceFrames([null, null], true)).toMatchObject({
      similarity: null,
      framesWithFace: 0,
      real: null,
      live: null,
    });
  });
});

describe('ZFaceMatchMeasurement', () => {
  it('accepts a measurement as the browser sends it', () => {
    expect(ZFaceMatchMeasurement.safeParse(measurement()).success).toBe(true);
  });

  it.each([
    ['a similarity above 1', { similarity: 1.2 }, 'similarity'],
    ['more frames with a face than analysed', { framesWithFace: 6 }, 'framesWithFace'],
    ['a similarity without a document face', { documentFaceFound: false }, 'similarity'],
    [
      'no frame at all',
      { framesAnalysed: 0, framesWithFace: 0, similarity: null },
      'framesAnalysed',
    ],
    ['too many frames', { framesAnalysed: 500 }, 'framesAnalysed'],
  ])('refuses %s at its field', (_, overrides, field) => {
    const result = ZFaceMatchMeasurement.safeParse(measurement(overrides));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it('refuses a field it does not know, such as a band chosen by the browser', () => {
    expect(ZFaceMatchMeasurement.safeParse({ ...measurement(), band: 'STRONG' }).success).toBe(
      false,
    );
  });
});

describe('recordedFaceMatch and faceMatchSignals', () => {
  it('bands by the server’s bounds and records them with the measurement', () => {
    const recorded = recordedFaceMatch(
      measurement({ similarity: 0.55 }),
      '2026-11-30T10:00:00Z',
      OPERATOR,
    );
    expect(recorded).toMatchObject({
      band: 'UNCERTAIN',
      thresholds: FACE_MATCH_THRESHOLDS,
      operatorId: OPERATOR,
    });
    expect(faceMatchSignals(recorded)).toEqual([]);
  });

  it('raises WEAK_FACE_MATCH, a high-risk signal, for a weak match only', () => {
    const weak = recordedFaceMatch(measurement({ similarity: 0.3 }), 'now', OPERATOR);
    expect(faceMatchSignals(weak)).toEqual([{ signal: 'WEAK_FACE_MATCH', severity: 'HIGH' }]);
    const noFace = recordedFaceMatch(
      measurement({ similarity: null, framesWithFace: 0 }),
      'now',
      OPERATOR,
    );
    expect(noFace.band).toBe('NO_FACE');
    expect(faceMatchSignals(noFace)).toEqual([]);
    expect(faceMatchSignals(null)).toEqual([]);
  });
});
