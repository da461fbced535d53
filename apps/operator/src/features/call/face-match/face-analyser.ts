import {
  LIVENESS_CHALLENGE,
  summariseFaceFrames,
  type TFaceMatchMeasurement,
  type TLivenessChallengeMeasurement,
} from '@onboarding/domain';
import { captureCallFrames, documentBitmap } from './capture-call-frames';
import type { FaceAnalysisReply, FaceAnalysisRequest } from './face-analysis-protocol';

/**
 * Measures the face in the applicant's live video against the portrait of the document image at
 * `documentUrl` (decision 291); null when the video shows no picture to read.
 */
export type FaceAnalyser = (
  documentUrl: string,
  stream: MediaStream,
) => Promise<TFaceMatchMeasurement | null>;

/**
 * Reads the liveness challenge's frames of the applicant's live video (decision 291): the head's
 * yaw and the eyes' openness, frame by frame; null when the video shows no picture.
 */
export type ChallengeAnalyser = (
  stream: MediaStream,
) => Promise<TLivenessChallengeMeasurement | null>;

/** The challenge's frames: about six seconds, small enough to hold. */
const CHALLENGE_FRAMES = {
  count: LIVENESS_CHALLENGE.frames,
  gapMs: LIVENESS_CHALLENGE.frameGapMs,
  width: 640,
} as const;

/** Where the build put the models and runtime (face-models.ts), under the console's base. */
const MODELS_URL = new URL(
  `${import.meta.env.BASE_URL}${import.meta.env.VITE_FACE_MODELS_DIR ?? ''}`,
  window.location.origin,
).href;

let worker: Worker | null = null;
let nextId = 0;

/**
 * The console's analyser: a few frames of the call and the document image, read in this browser,
 * go to one worker, made on the first comparison and kept for the next (the models load once);
 * nothing of it is fetched before the operator asks.
 */
export const workerFaceAnalyser: FaceAnalyser = async (documentUrl, stream) => {
  const frames = await captureCallFrames(stream);
  if (frames === null) return null;
  const document = await documentBitmap(documentUrl);
  const reply = await inWorker({ kind: 'MATCH', document, frames }, [document, ...frames]);
  if (reply.kind !== 'RESULT') throw new Error('the worker answered another request');
  return {
    ...summariseFaceFrames(reply.frames, reply.documentFaceFound),
    msPerFrame: reply.msPerFrame,
    model: reply.model,
  };
};

/** The console's challenge reader: the same worker, landmarks only. */
export const workerChallengeAnalyser: ChallengeAnalyser = async (stream) => {
  const frames = await captureCallFrames(stream, CHALLENGE_FRAMES);
  if (frames === null) return null;
  const reply = await inWorker({ kind: 'CHALLENGE', frames }, frames);
  if (reply.kind !== 'CHALLENGE_RESULT') throw new Error('the worker answered another request');
  return { frames: [...reply.frames], model: reply.model };
};

type Job =
  | { readonly kind: 'MATCH'; readonly document: ImageBitmap; readonly frames: ImageBitmap[] }
  | { readonly kind: 'CHALLENGE'; readonly frames: ImageBitmap[] };

/** One job in the worker, its images transferred; the worker's failure is the promise's. */
function inWorker(job: Job, transfer: Transferable[]): Promise<FaceAnalysisReply> {
  worker ??= new Worker(new URL('./face-analysis.worker.ts', import.meta.url), { type: 'module' });
  const running = worker;
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    const settle = () => {
      running.removeEventListener('message', onMessage);
      running.removeEventListener('error', onError);
    };
    const onMessage = (event: MessageEvent<FaceAnalysisReply>) => {
      const reply = event.data;
      if (reply.id !== id) return;
      settle();
      if (reply.kind === 'FAILED') reject(new Error(reply.reason));
      else resolve(reply);
    };
    const onError = (event: ErrorEvent) => {
      settle();
      // A worker that failed to start is dropped: the next comparison starts a new one.
      worker = null;
      reject(new Error(event.message || 'the face analysis worker failed'));
    };
    running.addEventListener('message', onMessage);
    running.addEventListener('error', onError);
    const request: FaceAnalysisRequest = { id, modelsUrl: MODELS_URL, ...job };
    running.postMessage(request, transfer);
  });
}
