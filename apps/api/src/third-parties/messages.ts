// The integrations' own texts, in Spanish (default) and English. Each error message starts with the
// spec §8 code it stands for ("LINK_CUSTOMER_GUESTY_ERROR: …"), which the api-client reads with
// `thirdPartyErrorCode` (@sereno/validation); the rest is a sentence for a person.
import { providerNames, type Language, type PmsProviderName as PmsProvider } from '@sereno/validation';

const texts = {
  es: {
    rejected: '{{provider}} no acepta las credenciales. Revísalas e inténtalo de nuevo.',
    avantioRejected: 'No se ha podido configurar la integración con Avantio. Comprueba tu clave de API.',
    storedRejected: '{{provider}} ya no acepta las credenciales guardadas: vincula la cuenta de nuevo.',
    unreadable: 'Las credenciales guardadas de {{provider}} no se pueden leer (la clave del servidor ha cambiado): vincula la cuenta de nuevo.',
    unreachable: 'No se ha podido conectar con {{provider}}. Inténtalo más tarde.',
    timeout: '{{provider}} no ha respondido a tiempo. Inténtalo más tarde.',
    rateLimited: '{{provider}} pide esperar antes de otra consulta. Vuelve a intentarlo en {{seconds}} segundos.',
    tokenQuota: 'Guesty emite solo 5 tokens al día por clave y hoy ya se han pedido: vuelve a intentarlo en {{seconds}} segundos.',
    providerStatus: '{{provider}} ha respondido con un error ({{detail}}). Inténtalo más tarde.',
    malformed: '{{provider}} ha respondido algo que no es lo que documenta su API. Inténtalo más tarde.',
    notLinked: 'El cliente no tiene vinculada ninguna cuenta de {{provider}}.',
    syncBusy: 'Ya hay una sincronización de {{provider}} en curso para este cliente. Vuelve a intentarlo en un momento.',
    listingAlreadyLinked: '{{unit}} de {{provider}} {{id}} ya está vinculado a otra sala — is already linked to another room: {{room}}',
    notAListing: '{{id}} no es {{unit}} de la cuenta de {{provider}} del cliente de la sala.',
    stayEndsBeforeStart: 'La reserva {{reservation}} de {{provider}} termina antes de empezar: no se ha importado.',
    syncInternal: 'Un error interno del servidor ha detenido la sincronización de {{provider}}. Se intentará de nuevo en la próxima ronda.',
  },
  en: {
    rejected: '{{provider}} does not accept the credentials. Check them and try again.',
    avantioRejected: 'Failed to configure Avantio integration. Please verify your API key.',
    storedRejected: '{{provider}} no longer accepts the stored credentials: link the account again.',
    unreadable: "The stored {{provider}} credentials cannot be read (the server's key has changed): link the account again.",
    unreachable: '{{provider}} could not be reached. Please try later.',
    timeout: '{{provider}} did not answer in time. Please try later.',
    rateLimited: '{{provider}} asks to wait before another request. Try again in {{seconds}} seconds.',
    tokenQuota: 'Guesty issues only 5 tokens a day per key and they have been requested today: try again in {{seconds}} seconds.',
    providerStatus: '{{provider}} answered with an error ({{detail}}). Please try later.',
    malformed: '{{provider}} answered something its API does not document. Please try later.',
    notLinked: 'The customer has no {{provider}} account linked.',
    syncBusy: 'A {{provider}} sync of this customer is already running. Try again in a moment.',
    listingAlreadyLinked: 'The {{provider}} {{unit}} {{id}} is already linked to another room: {{room}}',
    notAListing: "{{id}} is not a {{unit}} of the {{provider}} account of the room's customer.",
    stayEndsBeforeStart: 'The {{provider}} booking {{reservation}} ends before it starts: it was not imported.',
    syncInternal: 'An internal server error stopped the {{provider}} sync. It will be tried again at the next round.',
  },
} satisfies Record<Language, Record<string, string>>;

/** What each provider calls the unit a room links to. */
export const unitNames: Record<Language, Record<PmsProvider, { one: string; some: string }>> = {
  es: {
    guesty: { one: 'El anuncio', some: 'un anuncio' },
    avantio: { one: 'El alojamiento', some: 'un alojamiento' },
    kross: { one: 'La habitación', some: 'una habitación' },
  },
  en: { guesty: { one: 'listing', some: 'listing' }, avantio: { one: 'accommodation', some: 'accommodation' }, kross: { one: 'room', some: 'room' } },
};

export type ThirdPartyMessageKey = keyof (typeof texts)['es'];

export const isThirdPartyMessageKey = (key: string): key is ThirdPartyMessageKey => Object.hasOwn(texts.es, key);

export type ThirdPartyMessageParams = Record<string, string | number> & { provider?: PmsProvider };

/** A message kept to be told later, in the language of whoever reads it (a sync run's failure). */
export interface ThirdPartyMessage {
  key: ThirdPartyMessageKey;
  params: ThirdPartyMessageParams;
}

export function thirdPartyText(language: Language, key: ThirdPartyMessageKey, params: ThirdPartyMessageParams = {}): string {
  const values: Record<string, string | number> = { ...params, ...(params.provider ? { provider: providerNames[params.provider] } : {}) };
  return texts[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
