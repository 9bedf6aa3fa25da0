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
  auth: {
    es: () => import('../features/auth/i18n/es.ts').then((m) => m.authEs),
    en: () => import('../features/auth/i18n/en.ts').then((m) => m.authEn),
  },
  dashboard: {
    es: () => import('../features/dashboard/i18n/es.ts').then((m) => m.dashboardEs),
    en: () => import('../features/dashboard/i18n/en.ts').then((m) => m.dashboardEn),
  },
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
  devices: {
    es: () => import('../features/devices/i18n/es.ts').then((m) => m.devicesEs),
    en: () => import('../features/devices/i18n/en.ts').then((m) => m.devicesEn),
  },
  monitors: {
    es: () => import('../features/monitors/i18n/es.ts').then((m) => m.monitorsEs),
    en: () => import('../features/monitors/i18n/en.ts').then((m) => m.monitorsEn),
  },
  outbox: {
    es: () => import('../features/outbox/i18n/es.ts').then((m) => m.outboxEs),
    en: () => import('../features/outbox/i18n/en.ts').then((m) => m.outboxEn),
  },
  audit: {
    es: () => import('../features/audit/i18n/es.ts').then((m) => m.auditEs),
    en: () => import('../features/audit/i18n/en.ts').then((m) => m.auditEn),
  },
  users: {
    es: () => import('../features/users/i18n/es.ts').then((m) => m.usersEs),
    en: () => import('../features/users/i18n/en.ts').then((m) => m.usersEn),
  },
  tasks: {
    es: () => import('../features/tasks/i18n/es.ts').then((m) => m.tasksEs),
    en: () => import('../features/tasks/i18n/en.ts').then((m) => m.tasksEn),
  },
  settings: {
    es: () => import('../features/settings/i18n/es.ts').then((m) => m.settingsEs),
    en: () => import('../features/settings/i18n/en.ts').then((m) => m.settingsEn),
  },
  nights: {
    es: () => import('../features/nights/i18n/es.ts').then((m) => m.nightsEs),
    en: () => import('../features/nights/i18n/en.ts').then((m) => m.nightsEn),
  },
  protocols: {
    es: () => import('../features/protocols/i18n/es.ts').then((m) => m.protocolsEs),
    en: () => import('../features/protocols/i18n/en.ts').then((m) => m.protocolsEn),
  },
  pwa: {
    es: () => import('../features/pwa/i18n/es.ts').then((m) => m.pwaEs),
    en: () => import('../features/pwa/i18n/en.ts').then((m) => m.pwaEn),
  },
} satisfies Record<string, Record<Language, () => Promise<Dictionary>>>;

export type FeatureNamespace = keyof typeof featureTexts;

export const featureNamespaces = Object.keys(featureTexts) as FeatureNamespace[];

export function isFeatureNamespace(namespace: string): namespace is FeatureNamespace {
  return Object.hasOwn(featureTexts, namespace);
}
