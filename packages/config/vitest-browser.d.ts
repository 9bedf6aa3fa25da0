import type { BrowserConfigOptions } from 'vitest/node';

export declare const chromiumArgs: string[];
export declare const chromiumPath: string;
export declare function chromiumBrowser(options?: { viewport?: { width: number; height: number } }): BrowserConfigOptions;
export declare const testReports: { reporters: string[]; outputFile: { json: string }; attachmentsDir: string };
