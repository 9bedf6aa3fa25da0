import type { Language } from '@sereno/validation';

type Dictionary = Record<string, unknown>;

/**
 * Texts that travel with their pages instead of the entry: each feature's dictionary is an i18next
 * namespace of its own, fetched by the route that shows it (router.tsx) before the page renders.
 * The keys keep their full path (`rooms.list.title`) and i18next looks in these namespaces after the
 * panel's own (`fallbackNS`, i18n.ts), so a page calls `t('rooms.…')` as if everything were bundled.
 * A feature adds its entry here: `{ es, en }`, each a dynamic import of its `i18n/<language>.ts`.
 */
export const featureTexts = {
  rooms: {
    es: () => import('../features/rooms/i18n/es.ts').then((m) => m.roomsEs),
    en: () => import('../features/rooms/i18n/en.ts').then((m) => m.roomsEn),
  },
  bookings: {
    es: () => import('../features/bookings/i18n/es.ts').then((m) => m.bookingsEs),
    en: () => import('../features/bookings/i18n/en.ts').then((m) => m.bookingsEn),
  },
  alarms: {
    es: () => import('../features/alarms/i18n/es.ts').then((m) => m.alarmsEs),
    en: () => import('../features/alarms/i18n/en.ts').then((m) => m.alarmsEn),
  },
  settings: {
    es: () => import('../features/settings/i18n/es.ts').then((m) => m.settingsEs),
    en: () => import('../features/settings/i18n/en.ts').then((m) => m.settingsEn),
  },
} satisfies Record<string, Record<Language, () => Promise<Dictionary>>>;

export type FeatureNamespace = keyof typeof featureTexts;

export const featureNamespaces = Object.keys(featureTexts) as FeatureNamespace[];

export function isFeatureNamespace(namespace: string): namespace is FeatureNamespace {
  return Object.hasOwn(featureTexts, namespace);
}
