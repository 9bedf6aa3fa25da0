/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The analytics tracker's script, loaded in production only. */
  readonly VITE_ANALYTICS_SCRIPT_URL?: string;
}
