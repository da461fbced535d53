import type { FaceFrameReading, TChallengeFrame } from '@onboarding/domain';

/**
 * The messages between the call screen and the face analysis worker (decision 291). The images
 * are transferred, not copied: the worker closes them when it is done.
 */
export type FaceAnalysisRequest = {
  readonly id: number;
  /** Where the models and the WebAssembly runtime are served, ending in a slash. */
  readonly modelsUrl: string;
  readonly frames: readonly ImageBitmap[];
} & ({ readonly kind: 'MATCH'; readonly document: ImageBitmap } | { readonly kind: 'CHALLENGE' });

export interface FaceAnalysisModel {
  readonly library: string;
  readonly version: string;
  readonly backend: string;
}

export type FaceAnalysisReply =
  | {
      readonly id: number;
      readonly kind: 'RESULT';
      readonly documentFaceFound: boolean;
      /** One per frame, in order; null where no face was found. */
      readonly frames: readonly (FaceFrameReading | null)[];
      /** The whole pipeline per frame, in milliseconds (loading the models not counted). */
      readonly msPerFrame: number;
      readonly model: FaceAnalysisModel;
    }
  | {
      readonly id: number;
      readonly kind: 'CHALLENGE_RESULT';
      /** One per frame, in order: the head's yaw and the eyes' openness; null without a face. */
      readonly frames: readonly TChallengeFrame[];
      readonly model: FaceAnalysisModel;
    }
  | { readonly id: number; readonly kind: 'FAILED'; readonly reason: string };
