import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dueBetween, offsetOf, percentile, shuffledIndices } from './lib.ts';

test('percentile is the nearest rank', () => {
  const values = Array.from({ length: 100 }, (_, index) => 100 - index); // 100…1, unsorted
  assert.equal(percentile(values, 0.5), 50);
  assert.equal(percentile(values, 0.99), 99);
  assert.equal(percentile(values, 1), 100);
  assert.equal(percentile([7], 0.99), 7);
  assert.equal(percentile([1, 2, 3], 0), 1);
  assert.ok(Number.isNaN(percentile([], 0.5)));
});

test('the devices are spread evenly over the period', () => {
  assert.equal(offsetOf(0, 2000, 10_000), 0);
  assert.equal(offsetOf(1, 2000, 10_000), 5);
  assert.equal(offsetOf(1999, 2000, 10_000), 9995);
});

test('every device is due once per period, in time order', () => {
  const due = dueBetween(2000, 10_000, 0, 10_000);
  assert.equal(due.length, 2000);
  assert.deepEqual(new Set(due.map((item) => item.device)).size, 2000);
  assert.ok(due.every((item, index) => index === 0 || due[index - 1]!.at <= item.at));
  // Consecutive windows cover each reading once: no gap, no double.
  const windows = [0, 37, 50, 1000, 9999, 10_000, 10_001, 25_000];
  const joined = windows.slice(1).flatMap((to, index) => dueBetween(2000, 10_000, windows[index]!, to));
  assert.deepEqual(joined, dueBetween(2000, 10_000, 0, 25_000));
  assert.equal(dueBetween(2000, 10_000, 0, 25_000).length, 5000);
  // A window within one device's slot: only the devices whose slot falls in it.
  assert.deepEqual(dueBetween(2000, 10_000, 10_003, 10_011), [
    { device: 1, at: 10_005 },
    { device: 2, at: 10_010 },
  ]);
});

test('the shuffle is a permutation, the same for the same seed', () => {
  const order = shuffledIndices(50, 7);
  assert.deepEqual(
    [...order].sort((a, b) => a - b),
    Array.from({ length: 50 }, (_, index) => index),
  );
  assert.deepEqual(order, shuffledIndices(50, 7));
  assert.notDeepEqual(order, shuffledIndices(50, 8));
});
