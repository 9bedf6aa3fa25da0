// An owner's whole protocol structure as one JSON document (docs/protocols.md, "Export and import"):
// its locations, where its rooms sit, and every node's cards. Exported by the server, edited or
// moved elsewhere, and imported back: this schema checks its shape; the server checks the rest.
import { z } from 'zod';
import { longText, maxLength } from '../rules/length.ts';
import { requiredString } from '../rules/required.ts';
import { enumOf, id } from '../schemas/common.ts';
import { locationTypes } from '../schemas/node.ts';
import { cardModules } from './cards.ts';

export const PROTOCOL_DOCUMENT_FORMAT = 'sereno.protocols';
/** The most locations, rooms or cards one document may hold. */
export const PROTOCOL_DOCUMENT_ITEMS_MAX = 10_000;

const key = () => z.string().trim().min(1).max(100);
const documentCards = () =>
  z
    .array(z.object({ module: z.enum(cardModules), content: z.record(z.string(), z.unknown()) }))
    .max(cardModules.length)
    .default([]);

export const protocolDocumentSchema = z.object({
  format: z.literal(PROTOCOL_DOCUMENT_FORMAT),
  version: z.literal(1),
  /** The cards of the root (the owner itself). */
  root: z.object({ cards: documentCards() }),
  /** Each location by a key of the document's own (an export uses the node ids); `parentKey` null: under the root. */
  locations: z
    .array(
      z.object({
        key: key(),
        parentKey: key().nullable(),
        name: requiredString().pipe(maxLength(200)),
        type: enumOf(locationTypes),
        description: longText().nullable().default(null),
        cards: documentCards(),
      }),
    )
    .max(PROTOCOL_DOCUMENT_ITEMS_MAX),
  /** The owner's rooms by id, and the location each sits in (null: the root). */
  rooms: z
    .array(z.object({ roomId: id(), name: z.string().max(200).optional(), parentKey: key().nullable(), cards: documentCards() }))
    .max(PROTOCOL_DOCUMENT_ITEMS_MAX),
});
export type ProtocolDocument = z.output<typeof protocolDocumentSchema>;
export type ProtocolDocumentInput = z.input<typeof protocolDocumentSchema>;
