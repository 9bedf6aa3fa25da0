export declare function designSystemDependencies(options?: { inside?: boolean }): string[];
export declare function ignoreUseClientWarnings<Warning extends { code?: string }>(warning: Warning, warn: (warning: Warning) => void): void;
/** A Vite plugin that runs in `vite build` only (its hooks are Vite's; this package does not depend on Vite). */
export interface BuildPlugin {
  name: string;
  apply: 'build';
}
export declare function precompress(options?: { minBytes?: number }): BuildPlugin;
export declare const protocolCardModules: RegExp;
export declare function compileHints(pattern: RegExp, options?: { entries?: boolean }): BuildPlugin;
export declare function preloadFonts(pattern?: RegExp): BuildPlugin;
