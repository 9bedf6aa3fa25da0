import type { BrowserConfigOptions } from 'vitest/node';

export declare const chromiumArgs: string[];
export declare const chromiumPath: string;
export declare function chromiumBrowser(options?: { viewport?: { width: number; height: number } }): BrowserConfigOptions;
export declare const jsonReport: { reporters: string[]; outputFile: { json: string } };
