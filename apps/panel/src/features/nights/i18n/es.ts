import type { TextsOf } from '../../../shared/i18n/texts.ts';

export const nightsEs = {
  nights: {
    title: 'Cómo fue la noche',
    description: 'Cada noche de 20:00 a 08:00 en el reloj de la sala: el ruido hora a hora, las alarmas, quién se alojaba y cuándo calló el dispositivo.',
    room: 'Sala',
    roomPlaceholder: 'Elija una sala',
    period: 'Noches',
    periods: { lastNight: 'Anoche', last7Nights: 'Últimas 7 noches', chosen: 'Otra noche' },
    night: 'Noche del',
    nightTitle: 'Noche del {{date}}',
    loading: 'Cargando la noche…',
    chooseRoom: 'Elija una sala para ver cómo fueron sus noches.',
    noRooms: 'Todavía no hay salas.',
    stayTitle: 'Durante la estancia',
    figures: {
      guests: 'Huéspedes',
      noGuests: 'Sin reserva confirmada',
      guest: '{{name}} ({{count}} personas), {{from}} – {{to}}',
      alarms: 'Alarmas',
      alarmCount_one: '{{count}} alarma',
      alarmCount_other: '{{count}} alarmas',
      noAlarms: 'Ninguna',
      alarm: '{{type}} a las {{time}}: máximo {{peak}}, {{duration}}',
      alarmActive: '{{type}} a las {{time}}: máximo {{peak}}, sigue activa ({{duration}})',
      loudest: 'Hora más ruidosa',
      quietest: 'Hora más tranquila',
      hour: '{{from}}–{{to}}, {{avg}} dBA de media',
      silences: 'Sin datos del dispositivo',
      silence: '{{from}}–{{to}}',
      alwaysConnected: 'Envió lecturas toda la noche',
      noReadings: 'Sin lecturas',
      noise: 'Ruido hora a hora',
      noiseSeries: 'Ruido medio',
      seeAlarms: 'Ver estas alarmas',
    },
    types: { sound: 'Ruido', smoking: 'Humo', occupancy: 'Ocupación' },
  },
} as const;

export type NightsTexts = TextsOf<typeof nightsEs>;
