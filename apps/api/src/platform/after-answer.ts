// Work a route starts once its answer has gone, so that the answer's timing does not depend on it
// (a password reset for a known account costs a token and an email, for an unknown one nothing).
// A failure is logged, never answered; closing the app waits for the work still running.
import type { FastifyReply } from 'fastify';

export interface AfterAnswer {
  /** Starts `work` once `reply` is written (or its client has gone). */
  run(reply: FastifyReply, what: string, work: () => Promise<unknown>): void;
  /** Resolves when the work started so far has ended. */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    afterAnswer: AfterAnswer;
  }
}

export function createAfterAnswer(): AfterAnswer {
  const running = new Set<Promise<unknown>>();
  return {
    run(reply, what, work) {
      // 'close' comes once the answer is written (or the client has gone): only then does the work start.
      const done: Promise<void> = new Promise<void>((resolve) => reply.raw.once('close', resolve))
        .then(work)
        .then(
          () => undefined,
          (error: unknown) => reply.log.error({ err: error }, `${what} failed after the answer`),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled(running);
    },
  };
}
