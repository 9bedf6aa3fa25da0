import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageRange } from './pagination';

describe('pagination arithmetic', () => {
  it('counts pages, with one page for an empty list', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(250, 25)).toBe(10);
  });

  it('clamps a typed page between 1 and the last page', () => {
    expect(clampPage(0, 7)).toBe(1);
    expect(clampPage(-3, 7)).toBe(1);
    expect(clampPage(8, 7)).toBe(7);
    expect(clampPage(4.7, 7)).toBe(4);
    expect(clampPage(Number.NaN, 7)).toBe(1);
  });

  it('gives the start, end and total of a page', () => {
    expect(pageRange(1, 10, 42)).toEqual({ start: 1, end: 10, total: 42 });
    expect(pageRange(5, 10, 42)).toEqual({ start: 41, end: 42, total: 42 });
    expect(pageRange(1, 10, 0)).toEqual({ start: 0, end: 0, total: 0 });
  });
});
