// Every protocol card module of spec §2 and the schema of its content: one schema per module, used by
// the server to check a card before it is stored and by the forms of @sereno/protocol-cards. Spec §3
// names the fields of a few cards (wifi, insurance, landlord, emergency contact); the others hold
// what a night agent needs of them: where, how (instructions), a code, photos and documents.
import { z } from 'zod';
import { time24 } from '../rules/date-time.ts';
import { longText } from '../rules/length.ts';
import { enumOf, optionalText } from '../schemas/common.ts';
import { contactsCardSchema, emergencyContactCardSchema } from './contacts.ts';
import { insuranceCardSchema, landlordCardSchema, wifiCardSchema } from './named-cards.ts';
import { cardFiles, codeFields, instructionsFields, placeFields, switched } from './parts.ts';

const instructionsCard = () => z.object(instructionsFields);
const placeCard = () => z.object(placeFields);
const codeCard = () => z.object(codeFields);
/** Something a property may have or not (a pool, a lift): where and how when it has it. */
const optionalPlaceCard = () => switched('available', placeFields);
/** How guests get in or out (the variants of check-in): met in person, with a code, a key box, at reception. */
export const checkInMethods = ['inPerson', 'code', 'keyBox', 'reception'] as const;
export type CheckInMethod = (typeof checkInMethods)[number];
const timeCard = () => z.object({ ...instructionsFields, time: time24().optional() });
/** Check-in and check-out: how (a method, when the host says) and from or until when. */
const arrivalCard = () => z.object({ ...instructionsFields, method: enumOf(checkInMethods).optional(), time: time24().optional() });

export const cardSchemas = {
  headquarters: z.object({ ...placeFields, address: optionalText() }),
  contacts: contactsCardSchema,
  emergencyContact: emergencyContactCardSchema,
  checkIn: arrivalCard(),
  checkOut: arrivalCard(),
  /** Nobody there: the code (of the door or the key box), where it is, and from when. */
  selfCheckIn: z.object({ ...codeFields, time: time24().optional() }),
  lateCheckOut: timeCard(),
  reservation: instructionsCard(),
  alarm: codeCard(),
  amenities: instructionsCard(),
  insurance: insuranceCardSchema,
  apartmentInfo: z.object({ ...instructionsFields, floor: optionalText(), door: optionalText() }),
  appliances: instructionsCard(),
  // Files upload only to a saved card (docs/protocols.md), so a Photos card is saved first without
  // any, and the editor offers the upload on it at once.
  photos: z.object({ files: cardFiles(), description: longText().default('') }),
  securityAccess: codeCard(),
  procedures: instructionsCard(),
  landlord: landlordCardSchema,
  airConditioning: optionalPlaceCard(),
  wifi: wifiCardSchema,
  heating: optionalPlaceCard(),
  boiler: placeCard(),
  electricity: placeCard(),
  waterValve: placeCard(),
  safeBox: codeCard(),
  elevator: optionalPlaceCard(),
  balcony: optionalPlaceCard(),
  parking: optionalPlaceCard(),
  storage: optionalPlaceCard(),
  pool: optionalPlaceCard(),
  codeCreator: codeCard(),
  pms: instructionsCard(),
  smartlock: codeCard(),
  access: codeCard(),
  office: placeCard(),
  warehouse: placeCard(),
} satisfies Record<string, z.ZodType>;

export type CardModule = keyof typeof cardSchemas;
export const cardModules = Object.keys(cardSchemas) as [CardModule, ...CardModule[]];
export const isCardModule = (value: string): value is CardModule => Object.hasOwn(cardSchemas, value);

export type CardContent<M extends CardModule = CardModule> = z.output<(typeof cardSchemas)[M]>;

/** A card as it is sent: its module and its content, checked by the module's schema. */
export const cardSchema = z.discriminatedUnion(
  'module',
  cardModules.map((module) => z.object({ module: z.literal(module), content: cardSchemas[module] })) as unknown as [
    z.ZodObject<{ module: z.ZodLiteral<CardModule>; content: z.ZodType<CardContent> }>,
  ],
);
export type CardInput = z.input<typeof cardSchema>;
