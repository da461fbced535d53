import { z } from 'zod';

/**
 * The liveness challenge of the call (decision 291): the operator asks the applicant to turn the
 * head to one side and back and to blink, and starts a few seconds of reading; the face's
 * landmarks, frame by frame, say whether either was seen. A hint, as the face match is: a photo or
 * a replayed video held to the camera does neither on request.
 */
export const LIVENESS_CHALLENGE = {
  /** Frames read, one every `frameGapMs`: about six seconds. */
  frames: 30,
  frameGapMs: 200,
  /** Head yaw, radians: within `frontalYaw` the face looks ahead, from `turnedYaw` it is turned. */
  frontalYaw: 0.15,
  turnedYaw: 0.35,
  /** Eye openness (the eyelids' gap over the eye's width): below `closed` shut, above `open` open. */
  closedEye: 0.12,
  openEye: 0.2,
} as const;

/** One frame's reading; null where no face was found. */
export const ZChallengeFrame = z
  .object({
    /** Radians, negative to one side, positive to the other. */
    yaw: z.number().min(-Math.PI).max(Math.PI),
    /** Both eyes' mean openness, 0 (shut) to about 0.4 (wide open). */
    eyeOpenness: z.number().min(0).max(2),
  })
  .strict()
  .nullable();
export type TChallengeFrame = z.infer<typeof ZChallengeFrame>;

/** `PUT identifications/{id}/liveness-challenge`: what the operator's browser read, in order. */
export const ZLivenessChallengeMeasurement = z
  .object({
    frames: z.array(ZChallengeFrame).min(1).max(LIVENESS_CHALLENGE.frames),
    model: z.object({
      library: z.string().trim().min(1).max(40),
      version: z.string().trim().min(1).max(20),
      backend: z.string().trim().min(1).max(20),
    }),
  })
  .strict();
export type TLivenessChallengeMeasurement = z.infer<typeof ZLivenessChallengeMeasurement>;

export interface ChallengeReading {
  readonly headTurned: boolean;
  readonly blinked: boolean;
  readonly framesAnalysed: number;
  readonly framesWithFace: number;
}

/**
 * What the frames show. A head turn: a frame looking ahead and another turned, in either order
 * (the applicant may start turned). A blink: open eyes, then shut, then open again, so a face
 * that only looks down or squints throughout is not one.
 */
export function readChallenge(frames: readonly TChallengeFrame[]): ChallengeReading {
  const faces = frames.filter((frame) => frame !== null);
  const { frontalYaw, turnedYaw, closedEye, openEye } = LIVENESS_CHALLENGE;
  const headTurned =
    faces.some((frame) => Math.abs(frame.yaw) <= frontalYaw) &&
    faces.some((frame) => Math.abs(frame.yaw) >= turnedYaw);
  let phase: 'OPEN' | 'SHUT' | 'REOPENED' | null = null;
  for (const { eyeOpenness } of faces) {
    if (phase === null && eyeOpenness >= openEye) phase = 'OPEN';
    else if (phase === 'OPEN' && eyeOpenness <= closedEye) phase = 'SHUT';
    else if (phase === 'SHUT' && eyeOpenness >= openEye) phase = 'REOPENED';
  }
  return {
    headTurned,
    blinked: phase === 'REOPENED',
    framesAnalysed: frames.length,
    framesWithFace: faces.length,
  };
}

/** The challenge as recorded for the protocol and the evidence. */
export const ZLivenessChallenge = z.object({
  headTurned: z.boolean(),
  blinked: z.boolean(),
  framesAnalysed: z.number().int(),
  framesWithFace: z.number().int(),
  measurement: ZLivenessChallengeMeasurement,
  at: z.string(),
  operatorId: z.string().uuid(),
});
export type TLivenessChallenge = z.infer<typeof ZLivenessChallenge>;

/** The recorded challenge of a measurement, read by the domain's rule, never the browser's. */
export function recordedLivenessChallenge(
  measurement: TLivenessChallengeMeasurement,
  at: string,
  operatorId: string,
): TLivenessChallenge {
  return { ...readChallenge(measurement.frames), measurement, at, operatorId };
}
