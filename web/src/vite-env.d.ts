/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Unset: content comes from the embedded lake the server mounts at /cms. */
  readonly VITE_SANITY_PROJECT_ID?: string
  readonly VITE_SANITY_DATASET?: string
}
