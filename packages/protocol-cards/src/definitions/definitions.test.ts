import { cardModules, cardSchemas, type CardModule } from '@sereno/validation';
import { expect, test } from 'vitest';
import { protocolCardsNamespace, protocolCardsResources } from '../i18n/resources';
import { emptyCardContent } from '../shared/values';
import { cardDefinitions } from './definitions';

test('there is one definition for every card module of the validation schemas, and no other', () => {
  expect(Object.keys(cardDefinitions).sort()).toEqual([...cardModules].sort());
  for (const module of cardModules) expect(cardDefinitions[module].module).toBe(module);
});

/** The keys a module's content may hold: the union of the members of a switched card's schema. */
function schemaKeys(module: CardModule): string[] {
  const schema = cardSchemas[module] as unknown as { shape?: Record<string, unknown>; options?: { shape: Record<string, unknown> }[] };
  const shapes = schema.options ? schema.options.map((option) => option.shape) : [schema.shape ?? {}];
  return [...new Set(shapes.flatMap((shape) => Object.keys(shape)))].sort();
}

test.each(cardModules)('%s: the definition names exactly the fields of the schema, and reads each of them', (module) => {
  const definition = cardDefinitions[module];
  const named = [...definition.fields.map((field) => field.name), ...(definition.switch ? [definition.switch] : [])].sort();
  expect(named).toEqual(schemaKeys(module));
  expect([...definition.read].sort()).toEqual(definition.fields.map((field) => field.name).sort());
});

test.each(cardModules)('%s: an empty form holds what its schema refuses only where a host must fill something in', (module) => {
  const result = cardSchemas[module].safeParse(emptyCardContent(module));
  const required = cardDefinitions[module].fields.some((field) => field.required);
  expect(result.success).toBe(!required);
});

test.each(cardModules)('%s: has a title and a summary in both languages, and a message for its switch at No', (module) => {
  for (const language of ['es', 'en'] as const) {
    const card = protocolCardsResources[language][protocolCardsNamespace].cards[module] as Record<string, unknown>;
    expect(card.title).toMatch(/\S/);
    expect(card.summary).toMatch(/\S/);
    if (cardDefinitions[module].switch) expect(card.off).toMatch(/\S/);
  }
});

test('every field a definition names has a shared label in both languages', () => {
  for (const language of ['es', 'en'] as const) {
    const fields = protocolCardsResources[language][protocolCardsNamespace].fields as Record<string, string>;
    for (const module of cardModules) {
      const definition = cardDefinitions[module];
      for (const name of [...definition.fields.map((field) => field.name), definition.switch].filter(Boolean))
        expect(fields[name as string], `${language}:${name}`).toMatch(/\S/);
    }
  }
});
