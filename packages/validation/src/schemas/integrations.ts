import { z } from 'zod';
import { requiredString } from '../rules/required.ts';

/** Spec §3 Integrations: the credentials each provider asks for. */
export const guestyCredentialsSchema = z.object({ clientId: requiredString(), clientSecret: requiredString() });
export const avantioCredentialsSchema = z.object({ authKey: requiredString() });
export const krossCredentialsSchema = z.object({
  apiKey: requiredString(),
  hotelId: requiredString(),
  clientId: requiredString(),
  clientSecret: requiredString(),
});
/** A user's own API integration (POST /users/integrations, PUT /users/integrations/{id}). */
export const userIntegrationSchema = z.object({ applicationName: requiredString() });

export type GuestyCredentials = z.input<typeof guestyCredentialsSchema>;
export type AvantioCredentials = z.input<typeof avantioCredentialsSchema>;
export type KrossCredentials = z.input<typeof krossCredentialsSchema>;
