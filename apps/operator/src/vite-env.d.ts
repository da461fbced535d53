/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The face match's models and runtime under the base (apps/operator/face-models.ts). */
  readonly VITE_FACE_MODELS_DIR?: string;
}
