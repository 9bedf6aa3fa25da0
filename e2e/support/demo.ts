// The demo's devices send their last day at start; until that backfill ends, rooms turn from
// disconnected to connected as their history arrives, so a test of statuses waits for it.
import type { RunningServer } from '@sereno/api/testing';

/** Resolves once the server has logged that the demo devices sent their backfill (generous: CI runs two suites at once). */
export async function demoBackfilled(server: RunningServer, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!/the demo devices sent their last \d+ hours/.test(server.output())) {
    if (Date.now() > deadline) throw new Error(`the demo's backfill did not end within ${timeoutMs / 1000} s:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
