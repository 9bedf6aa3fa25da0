// The dashboard's texts, loaded with its route (app/featureTexts.ts) so that the entry stays small.
// Spanish is the default and the fallback; `en.ts` must have every key.
import type { TextsOf } from '../../../shared/i18n/texts.ts';

export const dashboardEs = {
  dashboard: {
    roomsTitle: 'Tus salas ahora',
    connected: 'Conectadas',
    noiseAlert: 'Con alerta de ruido',
    disconnected: 'Desconectadas',
    loadError: 'No se han podido cargar las salas.',
    noRooms: 'Todavía no tienes salas.',
    staysTitle: 'Entradas y salidas de hoy',
    checkInsToday: 'Entradas hoy',
    lastNight: 'Cómo fue anoche',
    checkOutsToday: 'Salidas hoy',
    staysLoadError: 'No se han podido cargar las entradas y salidas.',
    alarmsTitle: 'Alarmas',
    activeAlarms: 'Alarmas activas',
    roomsInAlarm: 'Salas en alarma',
    overThreshold: '{{value}} (umbral {{threshold}})',
    alarmsLoadError: 'No se han podido contar las alarmas activas.',
    manufacturerTitle: 'Fabricación',
    manufacturerIntro: 'Graba y prueba dispositivos con el flasher.',
    openFlasher: 'Abrir el flasher',
  },
} as const;

export type DashboardTexts = TextsOf<typeof dashboardEs>;
