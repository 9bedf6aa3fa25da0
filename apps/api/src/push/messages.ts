// The push module's own texts, in Spanish (default) and English: the route errors.
import type { Language } from '@sereno/validation';
import type { AddressRefusal } from '../webhooks/addresses.ts';

const texts = {
  es: {
    pushUnavailable: 'Este servidor no tiene configurado Web Push (SERENO_VAPID_*): no puede enviar avisos a dispositivos',
    invalid: 'endpoint: no es una dirección de un servicio de push válida',
    notHttps: 'endpoint: debe empezar por https://',
    private: 'endpoint: apunta a una dirección privada o reservada',
    unresolvable: 'endpoint: no se encuentra el servidor del servicio de push',
  },
  en: {
    pushUnavailable: 'Web Push is not configured on this server (SERENO_VAPID_*): it cannot send alerts to devices',
    invalid: 'endpoint: not a valid push service address',
    notHttps: 'endpoint: must start with https://',
    private: 'endpoint: points to a private or reserved address',
    unresolvable: 'endpoint: the push service’s server cannot be found',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type PushTextKey = keyof (typeof texts)['es'];

export const pushText = (language: Language, key: PushTextKey | AddressRefusal): string => texts[language][key];
