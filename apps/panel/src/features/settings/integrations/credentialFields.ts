import type { PmsCredentials } from '@sereno/api-client';
import { avantioLinkSchema, guestyLinkSchema, krossLinkSchema, type PmsProviderName } from '@sereno/validation';

interface CredentialField<Provider extends PmsProviderName> {
  name: Exclude<keyof PmsCredentials[Provider], 'customerId'> & string;
  /** A secret is typed masked; every credential is write-only all the same (the API never returns one). */
  isSecret: boolean;
}

/** Spec §3 Integrations: what each provider asks for, in the order its own screens show it. */
export const credentialFields: { [Provider in PmsProviderName]: CredentialField<Provider>[] } = {
  guesty: [
    { name: 'clientId', isSecret: false },
    { name: 'clientSecret', isSecret: true },
  ],
  avantio: [{ name: 'authKey', isSecret: true }],
  kross: [
    { name: 'apiKey', isSecret: true },
    { name: 'hotelId', isSecret: false },
    { name: 'clientId', isSecret: false },
    { name: 'clientSecret', isSecret: true },
  ],
};

/** The server's own rules for each link body (packages/validation), checked before asking. */
export const linkSchemas = { guesty: guestyLinkSchema, avantio: avantioLinkSchema, kross: krossLinkSchema } as const;
