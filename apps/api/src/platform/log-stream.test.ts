import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { batchedLogStream } from './log-stream.ts';

/** A sink that keeps each write it gets. */
const collector = () => {
  const writes: string[] = [];
  return { writes, sink: { write: (chunk: string) => writes.push(chunk) } };
};

describe('batchedLogStream', () => {
  it('writes the lines of one turn of the event loop in one write, in order, on the next turn', async () => {
    const { writes, sink } = collector();
    const stream = batchedLogStream(sink);
    stream.write('{"msg":"one"}\n');
    stream.write('{"msg":"two"}\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['{"msg":"one"}\n{"msg":"two"}\n']);
    stream.write('{"msg":"three"}\n');
    await nextTurn();
    expect(writes).toEqual(['{"msg":"one"}\n{"msg":"two"}\n', '{"msg":"three"}\n']);
    stream.close();
  });

  it('writes a large burst at once instead of holding it', () => {
    const { writes, sink } = collector();
    const stream = batchedLogStream(sink);
    const line = `${'x'.repeat(1023)}\n`;
    for (let count = 0; count < 64; count++) stream.write(line);
    expect(writes).toEqual([line.repeat(64)]);
    stream.close();
  });

  it('hands over what is pending when closed, and flushes at the process exit until then', () => {
    const { writes, sink } = collector();
    const listenersBefore = process.listenerCount('exit');
    const stream = batchedLogStream(sink);
    expect(process.listenerCount('exit')).toBe(listenersBefore + 1);
    stream.write('{"msg":"last words"}\n');
    stream.close();
    expect(writes).toEqual(['{"msg":"last words"}\n']);
    expect(process.listenerCount('exit')).toBe(listenersBefore);
  });
});
