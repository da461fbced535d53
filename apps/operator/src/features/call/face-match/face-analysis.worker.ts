// The face match of the call (decision 291), off the console's main thread: the models load and
// run here, in the operator's browser, from files this server serves; no image leaves the worker.
import { Human, type Config, type FaceResult } from '@vladmandic/human';
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

async function faceOf(instance: Human, image: ImageBitmap): Promise<FaceResult | null> {
  const result = await instance.detect(image);
  const face = result.face[0];
  return face?.embedding === undefined || face.embedding.length === 0 ? null : face;
}

async function analyse(request: FaceAnalysisRequest): Promise<FaceAnalysisReply> {
  const instance = await humanAt(request.modelsUrl);
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
    model: { library: LIBRARY, version: instance.version, backend: 'wasm' },
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
      request.document.close();
      for (const frame of request.frames) frame.close();
      self.postMessage(reply);
    })
    .catch(() => undefined);
};
