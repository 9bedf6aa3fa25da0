// This package does not depend on Vite: the config is typed loosely, as what `vite.build` takes.
export interface LibraryConfigOptions {
  /** The package's folder. */
  root: string;
  /** The package's own plugins (vanilla-extract's, with `identifiers: 'short'`). */
  plugins: unknown[];
  /** Public entry name → source file, relative to `root`. */
  entries: Record<string, string>;
  /** Imports the styles must read from another package's published build, not from its sources. */
  compiledAgainst?: Record<string, string>;
  /** The stylesheet (relative to dist) gathering the CSS a chunk needs with all it imports, or undefined. */
  stylesheetOf: (fileName: string) => string | undefined;
}
/** Vite's inline config for the build; `Config` is the caller's `InlineConfig`. */
export declare function libraryConfig<Config = Record<string, unknown>>(options: LibraryConfigOptions): Config;
