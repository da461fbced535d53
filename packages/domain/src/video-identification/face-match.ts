import { z } from 'zod';
import { identityAssuranceSignal, type IdentityAssuranceSignal } from './assurance-signals';

/**
 * The face match of the call (decision 291): the portrait on the document's front compared with
 * the applicant's face in the call's frames, in the operator's browser. A hint beside the
 * checklist's "face matches the document photo"; the operator decides.
 */
export const FACE_MATCH_BANDS = ['STRONG', 'UNCERTAIN', 'WEAK', 'NO_FACE'] as const;
export type FaceMatchBand = (typeof FACE_MATCH_BANDS)[number];
export const ZFaceMatchBand = z.enum(FACE_MATCH_BANDS);

/**
 * The bands' lower bounds of the face descriptors' similarity (0–1, the library's own measure).
 * Set from the portraits of shared/data/faces (decision 291): the same face scored 0.84–1.00 over
 * copies and camera frames, another person 0.27–0.31. Uncalibrated on a bank's population, so the
 * band is a hint: a lower bound moves only with a recorded calibration.
 */
export const FACE_MATCH_THRESHOLDS = { strong: 0.7, uncertain: 0.5 } as const;
export const ZFaceMatchThresholds = z.object({
  strong: z.number().min(0).max(1),
  uncertain: z.number().min(0).max(1),
});
export type TFaceMatchThresholds = z.infer<typeof ZFaceMatchThresholds>;

/** The band of a similarity; null (no face on the document or in any frame) is NO_FACE. */
export function faceMatchBand(
  similarity: number | null,
  thresholds: TFaceMatchThresholds = FACE_MATCH_THRESHOLDS,
): FaceMatchBand {
  if (similarity === null) return 'NO_FACE';
  if (similarity >= thresholds.strong) return 'STRONG';
  if (similarity >= thresholds.uncertain) return 'UNCERTAIN';
  return 'WEAK';
}

/** The most frames one analysis reads: a few seconds of the call, a frame at a time. */
export const FACE_MATCH_MAX_FRAMES = 20;

const ZScore = z.number().min(0).max(1);

/**
 * What the operator's browser measured (`PUT identifications/{id}/face-match`): the median over
 * the frames in which a face was found, and the library's liveness and anti-spoof scores read
 * over the same frames (medians, null when no frame had a face). The band is the server's.
 */
export const ZFaceMatchMeasurement = z
  .object({
    /** Null when no face was found on the document or in any frame. */
    similarity: ZScore.nullable(),
    documentFaceFound: z.boolean(),
    framesAnalysed: z.number().int().min(1).max(FACE_MATCH_MAX_FRAMES),
    framesWithFace: z.number().int().min(0).max(FACE_MATCH_MAX_FRAMES),
    /** The anti-spoof model's "real" score and the liveness model's "live" score (hints only). */
    real: ZScore.nullable(),
    live: ZScore.nullable(),
    /** Milliseconds per frame of the whole pipeline, as the browser timed it. */
    msPerFrame: z.number().min(0).max(60_000),
    model: z.object({
      library: z.string().trim().min(1).max(40),
      version: z.string().trim().min(1).max(20),
      backend: z.string().trim().min(1).max(20),
    }),
  })
  .strict()
  .refine((value) => value.framesWithFace <= value.framesAnalysed, {
    path: ['framesWithFace'],
    message: 'validation.faceMatch.framesWithFace',
  })
  .refine(
    (value) => value.similarity === null || (value.documentFaceFound && value.framesWithFace > 0),
    {
      path: ['similarity'],
      message: 'validation.faceMatch.similarityWithoutFaces',
    },
  );
export type TFaceMatchMeasurement = z.infer<typeof ZFaceMatchMeasurement>;

/** One frame of the call as the browser read it: null where it found no face in the frame. */
export interface FaceFrameReading {
  readonly similarity: number;
  readonly real: number;
  readonly live: number;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value * 1000) / 1000;
}

/**
 * The frames' readings summed up: medians, so one blurred frame or one turned head does not move
 * the hint (decision 291). Without a face on the document no similarity can be had.
 */
export function summariseFaceFrames(
  frames: readonly (FaceFrameReading | null)[],
  documentFaceFound: boolean,
): Pick<
  TFaceMatchMeasurement,
  'similarity' | 'documentFaceFound' | 'framesAnalysed' | 'framesWithFace' | 'real' | 'live'
> {
  const found = frames.filter((frame): frame is FaceFrameReading => frame !== null);
  return {
    similarity: documentFaceFound ? median(found.map((frame) => frame.similarity)) : null,
    documentFaceFound,
    framesAnalysed: frames.length,
    framesWithFace: found.length,
    real: median(found.map((frame) => frame.real)),
    live: median(found.map((frame) => frame.live)),
  };
}

/** The face match as recorded for the protocol and the evidence: the measurement, banded. */
export const ZFaceMatch = z.object({
  band: ZFaceMatchBand,
  measurement: ZFaceMatchMeasurement,
  thresholds: ZFaceMatchThresholds,
  at: z.string(),
  /** Who ran it: the operator of the call. */
  operatorId: z.string().uuid(),
});
export type TFaceMatch = z.infer<typeof ZFaceMatch>;

/** The recorded face match of a measurement, banded by the bounds in force. */
export function recordedFaceMatch(
  measurement: TFaceMatchMeasurement,
  at: string,
  operatorId: string,
): TFaceMatch {
  const similarity =
    measurement.documentFaceFound && measurement.framesWithFace > 0 ? measurement.similarity : null;
  return {
    band: faceMatchBand(similarity),
    measurement,
    thresholds: { ...FACE_MATCH_THRESHOLDS },
    at,
    operatorId,
  };
}

/**
 * Decision 291: a weak match is a high-risk signal for the four-eyes rule. No face found is not:
 * it says the analysis could not run (a worn photo, a turned head), and the operator compares by
 * eye as before; the protocol records it.
 */
export function faceMatchSignals(faceMatch: TFaceMatch | null): IdentityAssuranceSignal[] {
  return faceMatch?.band === 'WEAK' ? [identityAssuranceSignal('WEAK_FACE_MATCH')] : [];
}
