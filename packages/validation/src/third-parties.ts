// Spec §3 Integrations and §7 Third parties: the providers, the bodies of the link calls, the room's
// links, and the code at the head of an integration error's message.
import { z } from 'zod';
import { errorCodes, type ErrorCode } from './errors/codes.ts';
import { requiredString } from './rules/required.ts';
import { avantioCredentialsSchema, guestyCredentialsSchema, krossCredentialsSchema } from './schemas/integrations.ts';
import { id } from './schemas/common.ts';

export const pmsProviders = ['guesty', 'avantio', 'kross'] as const;
export type PmsProviderName = (typeof pmsProviders)[number];
export const providerNames: Record<PmsProviderName, string> = { guesty: 'Guesty', avantio: 'Avantio', kross: 'Kross' };

/** Staff name the customer they act for; a customer acts for itself and may leave it out. */
const actingFor = { customerId: id().optional() };

export const guestyLinkSchema = guestyCredentialsSchema.extend(actingFor);
export const avantioLinkSchema = avantioCredentialsSchema.extend(actingFor);
export const krossLinkSchema = krossCredentialsSchema.extend(actingFor);
export type GuestyLink = z.input<typeof guestyLinkSchema>;
export type AvantioLink = z.input<typeof avantioLinkSchema>;
export type KrossLink = z.input<typeof krossLinkSchema>;

/** A room's link to a provider's listing: its id there; null unlinks; absent leaves it as it is. */
const linkedId = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), requiredString().max(200).nullable().optional());

/** The integrations section of the room settings (PUT /rooms/{id}/settings). */
export const roomLinksSchema = z.object({ guestyLinkedRoom: linkedId, avantioLinkedRoom: linkedId, krossLinkedRoom: linkedId });
export type RoomLinks = z.input<typeof roomLinksSchema>;

/**
 * The spec §8 code an integration error's message starts with ("LINK_CUSTOMER_KROSS_ERROR: …"), or
 * undefined when it starts with none. Kross's link codes follow the status (`krossLinkErrorCode`).
 */
export function thirdPartyErrorCode(message: string): ErrorCode | undefined {
  const code = /^([A-Z_]+): /.exec(message)?.[1];
  return code !== undefined && (errorCodes as readonly string[]).includes(code) ? (code as ErrorCode) : undefined;
}
