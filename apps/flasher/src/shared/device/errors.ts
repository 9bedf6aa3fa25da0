// What can go wrong at the bench, as codes the screens translate (docs/flasher.md, "Messages").
export const flasherProblems = [
  'nothingPicked',
  'blocked',
  'portBusy',
  'unplugged',
  'timeout',
  'md5Mismatch',
  'noFirmware',
  'versionMismatch',
  'tokenNotWritten',
  'server',
  'unexpected',
] as const;
export type FlasherProblem = (typeof flasherProblems)[number];

export class FlasherError extends Error {
  readonly problem: FlasherProblem;

  constructor(problem: FlasherProblem, detail = '') {
    super(detail || problem);
    this.name = 'FlasherError';
    this.problem = problem;
  }
}

/** Web Serial's and esptool-js's failures, as the operator's problems. */
export function asFlasherError(error: unknown): FlasherError {
  if (error instanceof FlasherError) return error;
  const name = error instanceof DOMException ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'NotFoundError') return new FlasherError('nothingPicked', message);
  if (name === 'SecurityError' || name === 'NotAllowedError') return new FlasherError('blocked', message);
  if (name === 'InvalidStateError' || (name === 'NetworkError' && /open/i.test(message))) return new FlasherError('portBusy', message);
  if (name === 'NetworkError' || /device has been lost/i.test(message)) return new FlasherError('unplugged', message);
  if (/MD5 of file does not match/i.test(message)) return new FlasherError('md5Mismatch', message);
  if (/Failed to connect|Timed out|No serial data|Serial data stream stopped|timeout|stopped responding|Failed to start stub/i.test(message))
    return new FlasherError('timeout', message);
  return new FlasherError('unexpected', message);
}
