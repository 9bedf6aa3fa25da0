import { expect, test } from 'vitest';
import { protocolCardsNamespace, protocolCardsResources } from './resources';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

test('English has every Spanish key and no other', () => {
  const es = protocolCardsResources.es[protocolCardsNamespace];
  const en = protocolCardsResources.en[protocolCardsNamespace];
  expect(keysOf(en).sort()).toEqual(keysOf(es).sort());
});

test('no string is left empty', () => {
  for (const language of ['es', 'en'] as const) {
    const strings = protocolCardsResources[language][protocolCardsNamespace];
    for (const key of keysOf(strings)) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], strings);
      expect(text, `${language}:${key}`).toMatch(/\S/);
    }
  }
});
