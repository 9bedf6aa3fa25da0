import { chromiumArgs, chromiumPath } from '@sereno/config/vitest-browser';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, headless; never a browser downloaded by a test tool. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}
