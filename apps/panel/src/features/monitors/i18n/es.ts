// The monitors page's texts, loaded with its route (app/featureTexts.ts) so that the entry stays small.
// Spanish is the default and the fallback; `en.ts` must have every key.
import type { TextsOf } from '../../../shared/i18n/texts.ts';

export const monitorsEs = {
  monitors: {
    title: 'Monitores',
    description: 'Cada dispositivo con sus últimos valores, los sonidos de las últimas 24 horas y su control de calidad.',
    count_one: '{{count}} monitor',
    count_other: '{{count}} monitores',
    inactiveCount_one: '{{count}} sin datos desde hace más de 30 minutos',
    inactiveCount_other: '{{count}} sin datos desde hace más de 30 minutos',
    loadError: 'No se han podido cargar los monitores.',
    list: 'Monitores',
    filters: {
      label: 'Filtros de monitores',
      search: 'Buscar',
      searchPlaceholder: 'Sala o ID del monitor',
      activity: 'Actividad',
      qc: 'Control de calidad',
      all: 'Todos',
      clear: 'Quitar filtros',
    },
    activity: { active: 'Activos', inactive: 'Sin datos (30 min)' },
    sort: {
      label: 'Ordenar por',
      name_asc: 'Sala (A–Z)',
      name_desc: 'Sala (Z–A)',
      monitorId_asc: 'ID del monitor (A–Z)',
      monitorId_desc: 'ID del monitor (Z–A)',
      updatedAt_desc: 'Último dato (más reciente)',
      updatedAt_asc: 'Último dato (más antiguo)',
      batteryLevel_asc: 'Batería (menos carga)',
      batteryLevel_desc: 'Batería (más carga)',
    },
    empty: {
      title: 'No hay monitores',
      text: 'Los dispositivos aparecen aquí en cuanto se dan de alta.',
      filteredTitle: 'Ningún monitor con estos filtros',
      filteredText: 'Cambia o quita los filtros para ver más monitores.',
    },
    card: {
      label: 'Monitor {{monitorId}}',
      lastData: 'Último dato {{age}}',
      inactive: 'Sin datos desde {{age}}',
      never: 'Nunca ha enviado datos',
      inactiveHint: 'Más de 30 minutos sin datos: revisa la alimentación y la wifi del dispositivo.',
      sounds: 'Sonidos, últimas 24 horas',
      noSounds: 'Sin sonidos en 24 horas',
      battery: 'Batería',
      firmware: 'Firmware',
      noFirmware: 'Sin firmware',
      temperature: 'Temperatura',
      humidity: 'Humedad',
      iaq: 'IAQ',
      voc: 'COV',
      qc: 'Control de calidad',
      accuracy: 'Precisión: {{accuracy}}',
    },
    level: { disconnected: 'Desconectado', silence: 'Silencio', low: 'Bajo', medium: 'Medio', high: 'Alto' },
    qc: { pass: 'Superado', fail: 'No superado', disconnected: 'Desconectado' },
    batteryModes: { battery: 'Con batería', charging: 'Cargando', mains: 'Enchufado' },
    /** The air sensor's calibration (docs/devices.md, `iaqAccuracy` 0–3). */
    iaqAccuracy: { '0': 'arrancando', '1': 'baja', '2': 'media', '3': 'calibrado' },
  },
};

export type MonitorsTexts = TextsOf<typeof monitorsEs>;
