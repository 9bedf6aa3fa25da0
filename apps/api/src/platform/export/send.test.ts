// The pages an export reads: every row once, by the last row's key or by offset, and no read past
// a short page or past `max`.
import { describe, expect, it } from 'vitest';
import { keysetPages, offsetPages } from './send.ts';

const rows = Array.from({ length: 2500 }, (_, index) => index + 1);
const options = { pageSize: 1000, max: 100_000 };

async function collect<Row>(pages: AsyncGenerator<readonly Row[]>): Promise<Row[][]> {
  const all: Row[][] = [];
  for await (const page of pages) all.push([...page]);
  return all;
}

describe('keysetPages', () => {
  it('reads every row once, by the last key, and no page past the last or past max', async () => {
    const calls: [number | undefined, number][] = [];
    const read = async (after: number | undefined, limit: number) => {
      calls.push([after, limit]);
      return rows.filter((row) => after === undefined || row > after).slice(0, limit);
    };
    expect((await collect(keysetPages(read, (row) => row, options))).map((page) => page.length)).toEqual([1000, 1000, 500]);
    expect(calls).toEqual([
      [undefined, 1000],
      [1000, 1000],
      [2000, 1000],
    ]);
    calls.length = 0;
    expect((await collect(keysetPages(read, (row) => row, { pageSize: 1000, max: 1500 }))).flat()).toEqual(rows.slice(0, 1500));
    expect(calls).toEqual([
      [undefined, 1000],
      [1000, 500],
    ]);
  });
});

describe('offsetPages', () => {
  it('reads every row once by offset and stops at a short page or max', async () => {
    const calls: [number, number][] = [];
    const read = async (offset: number, limit: number) => {
      calls.push([offset, limit]);
      return rows.slice(offset, offset + limit);
    };
    expect((await collect(offsetPages(read, options))).flat()).toEqual(rows);
    expect(calls).toEqual([
      [0, 1000],
      [1000, 1000],
      [2000, 1000],
    ]);
    calls.length = 0;
    expect((await collect(offsetPages(read, { pageSize: 1000, max: 2000 }))).flat()).toEqual(rows.slice(0, 2000));
    expect(calls).toEqual([
      [0, 1000],
      [1000, 1000],
    ]);
  });
});
