// The face match of the call (decision 291), off the console's main thread: the models load and
// run here, in the operator's browser, from files this server serves; no image leaves the worker.
import { Human, type Config, type FaceResult } from '@vladmandic/human';
import type { TChallengeFrame } from '@onboarding/domain';
import type { FaceAnalysisReply, FaceAnalysisRequest } from './face-analysis-protocol';

const LIBRARY = '@vladmandic/human';

/**
 * One face per picture; its box, mesh, descriptor (for the match) and the anti-spoof and liveness
 * scores. Nothing else loads. `rotation` finds a face held at an angle; the temporal filter and
 * the frame cache are off, so each frame is read on its own. WASM, never a GPU backend: the same
 * figures on every operator's machine, and the policy allows it ('wasm-unsafe-eval').
 */
function configAt(modelsUrl: string): Partial<Config> {
  return {
    backend: 'wasm',
    wasmPath: modelsUrl,
    modelBasePath: modelsUrl,
    cacheModels: false,
    debug: false,
    async: true,
    warmup: 'none',
    cacheSensitivity: 0,
    filter: { enabled: false },
    face: {
      enabled: true,
      detector: { enabled: true, rotation: true, maxDetected: 1, return: false },
      mesh: { enabled: true },
      iris: { enabled: false },
      attention: { enabled: false },
      description: { enabled: true },
      emotion: { enabled: false },
      antispoof: { enabled: true },
      liveness: { enabled: true },
      gear: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  };
}

/** The backend TensorFlow.js runs on (the library types its `tf` as any). */
function backendOf(tf: unknown): string {
  const getBackend: unknown =
    typeof tf === 'object' && tf !== null ? Reflect.get(tf, 'getBackend') : undefined;
  return typeof getBackend === 'function' ? String(getBackend.call(tf)) : 'unknown';
}

let human: Human | null = null;

async function humanAt(modelsUrl: string): Promise<Human> {
  if (human !== null) return human;
  const created = new Human(configAt(modelsUrl));
  await created.load();
  // Without WebAssembly allowed the library would fall back to another backend quietly.
  const backend = backendOf(created.tf);
  if (backend !== 'wasm') throw new Error(`backend ${backend} instead of wasm`);
  human = created;
  return created;
}

/**
 * What each kind of reading turns on. The library keeps the configuration a detection is given
 * for the next one, so each names its own: a face match after a challenge has its descriptor.
 */
const WITH_DESCRIPTOR: Partial<Config> = {
  face: {
    description: { enabled: true },
    antispoof: { enabled: true },
    liveness: { enabled: true },
  },
};

async function faceOf(instance: Human, image: ImageBitmap): Promise<FaceResult | null> {
  const result = await instance.detect(image, WITH_DESCRIPTOR);
  const face = result.face[0];
  return face?.embedding === undefined || face.embedding.length === 0 ? null : face;
}

/** The challenge reads landmarks only: no descriptor, no anti-spoof or liveness model. */
const LANDMARKS_ONLY: Partial<Config> = {
  face: {
    description: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
};

type Point = readonly (number | undefined)[];
const gap = (a: Point | undefined, b: Point | undefined) =>
  a === undefined || b === undefined
    ? 0
    : Math.hypot((a[0] ?? 0) - (b[0] ?? 0), (a[1] ?? 0) - (b[1] ?? 0));

/**
 * The eyes' openness from the face mesh's landmarks (MediaPipe's 468-point topology): each eye's
 * lid gap over its width, the two eyes' mean.
 */
function eyeOpenness(mesh: readonly Point[]): number {
  const eye = (upper: number, lower: number, inner: number, outer: number) => {
    const width = gap(mesh[inner], mesh[outer]);
    return width === 0 ? 0 : gap(mesh[upper], mesh[lower]) / width;
  };
  return (eye(386, 374, 362, 263) + eye(159, 145, 133, 33)) / 2;
}

async function challengeFrame(instance: Human, image: ImageBitmap): Promise<TChallengeFrame> {
  const face = (await instance.detect(image, LANDMARKS_ONLY)).face[0];
  if (face === undefined || face.mesh.length < 468 || face.rotation === undefined) return null;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    yaw: round(face.rotation?.angle.yaw ?? 0),
    eyeOpenness: round(eyeOpenness(face.mesh)),
  };
}

async function analyse(request: FaceAnalysisRequest): Promise<FaceAnalysisReply> {
  const instance = await humanAt(request.modelsUrl);
  const model = { library: LIBRARY, version: instance.version, backend: 'wasm' };
  if (request.kind === 'CHALLENGE') {
    const frames: TChallengeFrame[] = [];
    for (const frame of request.frames) frames.push(await challengeFrame(instance, frame));
    return { id: request.id, kind: 'CHALLENGE_RESULT', frames, model };
  }
  const documentFace = await faceOf(instance, request.document);
  const started = performance.now();
  const frames = [];
  for (const frame of request.frames) {
    const face = await faceOf(instance, frame);
    frames.push(
      face === null || face.embedding === undefined
        ? null
        : {
            similarity:
              documentFace?.embedding === undefined
                ? 0
                : instance.match.similarity(documentFace.embedding, face.embedding),
            real: face.real ?? 0,
            live: face.live ?? 0,
          },
    );
  }
  const elapsed = performance.now() - started;
  return {
    id: request.id,
    kind: 'RESULT',
    documentFaceFound: documentFace !== null,
    frames,
    msPerFrame: Math.round(elapsed / Math.max(request.frames.length, 1)),
    model,
  };
}

self.onmessage = (event: MessageEvent<FaceAnalysisRequest>) => {
  const request = event.data;
  analyse(request)
    .catch((error: unknown): FaceAnalysisReply => ({
      id: request.id,
      kind: 'FAILED',
      reason: error instanceof Error ? error.message : String(error),
    }))
    .then((reply) => {
      if (request.kind === 'MATCH') request.document.close();
      for (const frame of request.frames) frame.close();
      self.postMessage(reply);
    })
    .catch(() => undefined);
};
