import { summariseFaceFrames, type TFaceMatchMeasurement } from '@onboarding/domain';
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
  return analyseInWorker(await documentBitmap(documentUrl), frames);
};

function analyseInWorker(
  document: ImageBitmap,
  frames: readonly ImageBitmap[],
): Promise<TFaceMatchMeasurement> {
  worker ??= new Worker(new URL('./face-analysis.worker.ts', import.meta.url), { type: 'module' });
  const running = worker;
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<FaceAnalysisReply>) => {
      const reply = event.data;
      if (reply.id !== id) return;
      running.removeEventListener('message', onMessage);
      running.removeEventListener('error', onError);
      if (reply.kind === 'FAILED') {
        reject(new Error(reply.reason));
        return;
      }
      resolve({
        ...summariseFaceFrames(reply.frames, reply.documentFaceFound),
        msPerFrame: reply.msPerFrame,
        model: reply.model,
      });
    };
    const onError = (event: ErrorEvent) => {
      running.removeEventListener('message', onMessage);
      running.removeEventListener('error', onError);
      // A worker that failed to start is dropped: the next comparison starts a new one.
      worker = null;
      reject(new Error(event.message || 'the face analysis worker failed'));
    };
    running.addEventListener('message', onMessage);
    running.addEventListener('error', onError);
    const request: FaceAnalysisRequest = { id, modelsUrl: MODELS_URL, document, frames };
    running.postMessage(request, [document, ...frames]);
  });
}
