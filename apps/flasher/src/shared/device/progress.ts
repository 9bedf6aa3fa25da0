// The flash's progress as the operator sees it: bytes written of the total, and the time left at the
// speed so far (spec §2 Flasher: a progress bar and the time left).
export interface FlashProgress {
  written: number;
  total: number;
  /** Seconds left at the speed so far; null before the speed is known. */
  secondsLeft: number | null;
}

/** Turns esptool-js's progress calls into `FlashProgress`, timed by `now` (milliseconds). */
export function progressTracker(now: () => number = () => performance.now()) {
  let started: number | null = null;
  return (written: number, total: number): FlashProgress => {
    const at = now();
    if (started === null || written === 0) started = at;
    const elapsed = (at - started) / 1000;
    const secondsLeft = written > 0 && elapsed > 0 ? Math.ceil(((total - written) * elapsed) / written) : null;
    return { written, total, secondsLeft };
  };
}
