// The pieces protocol cards are built from: instructions, files the server stored, access codes,
// and the yes/no switch of spec §2 ("when a switch is No, related fields are hidden").
import { z } from 'zod';
import { message } from '../messages/message.ts';
import { longText } from '../rules/length.ts';
import { optionalText } from '../schemas/common.ts';

/** A name the server gave a stored file: a random id and the extension of the type it found. */
export const storedFileNamePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;
export const storedFileName = () => z.string().regex(storedFileNamePattern, { error: message('identifier') });

/** At most this many files on one card. */
export const CARD_FILES_MAX = 20;
export const cardFiles = () =>
  z
    .array(storedFileName())
    .max(CARD_FILES_MAX, { error: message('maxItems', { max: CARD_FILES_MAX }) })
    .default([]);

/** What most cards hold: a text for the night agent and the photos or documents that go with it. */
export const instructionsFields = {
  instructions: longText().default(''),
  files: cardFiles(),
};

/** Cards about something that is somewhere (a valve, a meter, a box): where, and how. */
export const placeFields = { ...instructionsFields, location: optionalText() };

/** Cards that open something: the code (empty when there is none) besides the instructions. */
export const codeFields = { ...placeFields, code: optionalText() };

/**
 * A card with a yes/no switch: with the switch off the card holds only the switch (the form hides
 * the rest), with it on the fields `on` describe.
 */
export function switched<const Flag extends string, Fields extends z.ZodRawShape>(flag: Flag, on: Fields) {
  return z.discriminatedUnion(flag, [
    z.object({ [flag]: z.literal(false) } as { [K in Flag]: z.ZodLiteral<false> }),
    z.object({ [flag]: z.literal(true), ...on } as { [K in Flag]: z.ZodLiteral<true> } & Fields),
  ]);
}
