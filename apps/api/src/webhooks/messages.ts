// The webhooks' own texts, in Spanish (default) and English: the route errors and the email sent when
// an endpoint is disabled after a day of failures.
import type { Language } from '@sereno/validation';
import type { OutgoingEmail } from '../email/outbox.ts';
import type { AddressRefusal } from './addresses.ts';

const texts = {
  es: {
    endpointNotFound: 'El endpoint de webhooks no existe',
    deliveryNotFound: 'La entrega no existe',
    invalid: 'url: no es una dirección http(s) válida',
    notHttps: 'url: debe empezar por https://',
    private: 'url: apunta a una dirección privada o reservada; Sereno solo llama a direcciones públicas',
    unresolvable: 'url: no se encuentra el nombre del servidor',
    disabledSubject: 'Sereno ha desactivado tu webhook',
    disabledText:
      'Tu endpoint de webhooks {{url}} lleva fallando desde {{since}} (más de un día sin ninguna entrega correcta) y Sereno lo ha desactivado. ' +
      'Revisa el servidor que lo recibe y vuelve a activarlo en Ajustes → Webhooks; las entregas pendientes pueden reenviarse desde su registro.',
  },
  en: {
    endpointNotFound: 'The webhook endpoint does not exist',
    deliveryNotFound: 'The delivery does not exist',
    invalid: 'url: not a valid http(s) address',
    notHttps: 'url: must start with https://',
    private: 'url: points to a private or reserved address; Sereno only calls public addresses',
    unresolvable: 'url: the server name cannot be found',
    disabledSubject: 'Sereno disabled your webhook',
    disabledText:
      'Your webhook endpoint {{url}} has been failing since {{since}} (over a day without one successful delivery) and Sereno disabled it. ' +
      'Check the server that receives it and enable it again in Settings → Webhooks; the deliveries can be replayed from its log.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type WebhookTextKey = keyof (typeof texts)['es'];

export function webhookText(language: Language, key: WebhookTextKey, params: Record<string, string> = {}): string {
  return texts[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

export const refusalText = (language: Language, refusal: AddressRefusal): string => webhookText(language, refusal);

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function disabledEmail(language: Language, { url, since }: { url: string; since: Date }): Omit<OutgoingEmail, 'to'> {
  const text = webhookText(language, 'disabledText', { url, since: since.toISOString() });
  return { kind: 'webhook-disabled', subject: webhookText(language, 'disabledSubject'), text, html: `<p>${escapeHtml(text)}</p>` };
}
