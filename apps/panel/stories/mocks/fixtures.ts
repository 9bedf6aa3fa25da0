// The data the screens are shown with: a small portfolio like the demo's, built to the API's own
// types (SuccessBody), with times relative to now so that live readings look live. `long` variants
// carry the longest names and values a page must survive.
import type { SuccessBody } from './api.ts';

export type RoomPage = SuccessBody<'/api/rooms', 'get'>;
export type RoomListItem = RoomPage['rooms'][number];
export type AlarmPage = SuccessBody<'/api/alarms/paginated', 'get'>;
export type Alarm = AlarmPage['alarms'][number];
export type BookingPage = SuccessBody<'/api/bookings', 'get'>;
export type Booking = BookingPage['bookings'][number];

const minute = 60_000;
const day = 24 * 60 * minute;
/** An ISO time `offset` ms from now (negative: in the past). */
export const fromNow = (offset: number) => new Date(Date.now() + offset).toISOString();
/** Today (local) at `hour`:00, `days` days away, as ISO. */
export const atHour = (days: number, hour: number) => {
  const date = new Date();
  date.setHours(hour, 0, 0, 0);
  return new Date(date.getTime() + days * day).toISOString();
};

/** A stable uuid for the n-th thing of a kind. */
export const uuid = (kind: number, n: number) => `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const customerId = '5c1e0d3a-7b2f-4c6e-9d8a-1f2e3d4c5b01';

const roomNames = [
  'Ático Malagueta',
  'Estudio Soho 2B',
  'Casa del Faro',
  'Loft Pedregalejo',
  'Apartamento Calle Larios 14, 3.º izquierda',
  'Suite Gibralfaro',
  'Casita Picos I',
  'Galería 4-1',
  'Galería 4-2',
  'Mirador de la Alcazaba',
  'Dúplex Muelle Uno',
  'Habitación Jardín',
];

const veryLongName =
  'Apartamento turístico con vistas al mar Mediterráneo y terraza privada, edificio Los Geranios, bloque B, escalera 2, planta 7.ª, puerta 14';

export function room(n: number, overrides: Partial<RoomListItem> = {}): RoomListItem {
  const status = n % 5 === 1 ? 'noiseAlert' : n % 7 === 3 ? 'disconnected' : 'connected';
  const level = status === 'disconnected' ? 'disconnected' : status === 'noiseAlert' ? 'high' : n % 3 === 0 ? 'low' : 'silence';
  return {
    _id: uuid(1, n),
    name: roomNames[n % roomNames.length] ?? `Habitación ${n}`,
    address: `Calle Alcazabilla ${n + 1}, 29015 Málaga`,
    activeAlarms: status === 'noiseAlert' ? 1 : 0,
    createdAt: fromNow(-90 * day),
    monitor: true,
    monitorId: uuid(2, n),
    deviceFirm: n % 4 === 2 ? '2.3.0' : '2.4.1',
    batteryCapacity: 100,
    nightAgent: n % 2 === 0,
    ownerId: customerId,
    username: 'customer',
    status,
    data: {
      level,
      value: status === 'noiseAlert' ? 78 : 38 + (n % 9),
      pax: (n % 4) + 1,
      temperature: 21 + (n % 5) / 2,
      humidity: 45 + (n % 7),
      quality: n % 6 === 5 ? 'fair' : 'good',
      smokingProbability: n % 11 === 4 ? 62 : 3,
      batteryLevel: 92 - n,
      wifi: -55 - n,
      updatedAt: fromNow(status === 'disconnected' ? -5 * 60 * minute : -minute),
    },
    noiseSettings: { allDay: false, from: '22:00', to: '08:00', sensitivity: 'normal', sustainMinutes: 5 },
    thresholds: { low: 55, medium: 65, high: 75 },
    ...(n % 3 === 0 ? { stay: { checkIn: atHour(-1, 16), checkOut: atHour(2, 11), current: true, guestName: 'Lucía Martín' } } : {}),
    ...overrides,
  };
}

export const rooms = (count: number): RoomListItem[] => Array.from({ length: count }, (_, n) => room(n));
export const roomPage = (list: RoomListItem[], totalRooms = list.length): RoomPage => ({
  rooms: list,
  totalRooms,
  totalPages: Math.max(1, Math.ceil(totalRooms / 25)),
});
export const longRoom = (n: number) =>
  room(n, {
    _id: uuid(1, 1000 + n),
    name: veryLongName,
    address: 'Avenida de Andalucía, esquina con Calle Doctor Manuel Pérez Bryan, número 127, edificio Mirador del Puerto, 29002 Málaga',
    username: 'maria.de.los.angeles.fernandez-villaverde',
    activeAlarms: 128,
    data: { level: 'high', value: 112, pax: 14, temperature: 38.5, humidity: 99, quality: 'poor', smokingProbability: 99, updatedAt: fromNow(-minute) },
  });

export function alarm(n: number, overrides: Partial<Alarm> = {}): Alarm {
  const active = n % 3 !== 2;
  const type = n % 4 === 1 ? 'smoking' : n % 4 === 3 ? 'occupancy' : 'sound';
  return {
    _id: uuid(3, n),
    alarmTitle: type === 'sound' ? 'Ruido alto' : type === 'smoking' ? 'Probabilidad de humo' : 'Aforo superado',
    type,
    level: n % 2 === 0 ? 'high' : 'medium',
    state: active ? 'active' : 'resolved',
    stage: active ? (n % 2 === 0 ? 'host' : 'guest') : 'none',
    name: roomNames[n % roomNames.length] ?? `Habitación ${n}`,
    roomId: uuid(1, n),
    monitorId: uuid(2, n),
    ownerId: customerId,
    username: 'customer',
    peak: type === 'sound' ? 81 : type === 'smoking' ? 87 : 7,
    threshold: type === 'sound' ? 75 : type === 'smoking' ? 60 : 4,
    calls: active ? 1 : 2,
    sms: 2,
    emails: 1,
    createdAt: fromNow(-(n + 1) * 37 * minute),
    lastTriggeredAt: fromNow(-(n + 1) * 3 * minute),
    ...(active
      ? {}
      : {
          resolved: {
            at: fromNow(-n * 20 * minute),
            by: { _id: uuid(9, 1), username: 'agent' },
            reason: 'guestsWarned',
            note: 'Llamé al huésped; bajaron la música.',
          },
        }),
    ...overrides,
  };
}

export const alarms = (count: number): Alarm[] => Array.from({ length: count }, (_, n) => alarm(n));
export const alarmPage = (list: Alarm[], totalAlarms = list.length): AlarmPage => ({
  alarms: list,
  totalAlarms,
  totalPages: Math.max(1, Math.ceil(totalAlarms / 25)),
});
export const longAlarm = (n: number) =>
  alarm(n, {
    _id: uuid(3, 1000 + n),
    name: veryLongName,
    username: 'maria.de.los.angeles.fernandez-villaverde',
    peak: 118.4,
    calls: 1204,
    sms: 3981,
    emails: 977,
  });

const guests = [
  ['Lucía', 'Martín'],
  ['Oliver', 'Smith'],
  ['Chiara', 'Rossi'],
  ['Hans', 'Müller'],
  ['Aiko', 'Tanaka'],
  ['Pierre', 'Dubois'],
] as const;

export function booking(n: number, overrides: Partial<Booking> = {}): Booking {
  const [firstName, lastName] = guests[n % guests.length] ?? ['Ana', 'García'];
  const statuses = ['Confirmed', 'Confirmed', 'Unconfirmed', 'Cancelled'] as const;
  return {
    _id: uuid(4, n),
    roomId: uuid(1, n),
    roomName: roomNames[n % roomNames.length] ?? `Habitación ${n}`,
    checkIn: atHour(n - 3, 16),
    checkOut: atHour(n, 11),
    status: statuses[n % statuses.length] ?? 'Confirmed',
    source: n % 3 === 0 ? 'guesty' : n % 3 === 1 ? 'avantio' : 'manual',
    pax: (n % 4) + 1,
    guest: { firstName, lastName, email: `${firstName.toLowerCase()}@example.com`, phone: '+34 600 000 000', nationality: 'ES', language: 'es' },
    currency: 'EUR',
    billing: { totalCost: 420 + n * 35, paid: 420, pendingPayment: n * 35 },
    otaInfo: { origin: 'Booking.com', reservationNumber: `BK-${1000 + n}` },
    pmsInfo: { origin: 'Guesty', reservationNumber: `GY-${5000 + n}` },
    reservationNumber: `SR-${2000 + n}`,
    createdAt: fromNow(-20 * day),
    updatedAt: fromNow(-2 * day),
    ...overrides,
  };
}

export const bookings = (count: number): Booking[] => Array.from({ length: count }, (_, n) => booking(n));
export const bookingPage = (list: Booking[], totalBookings = list.length): BookingPage => ({
  bookings: list,
  totalBookings,
  totalPages: Math.max(1, Math.ceil(totalBookings / 25)),
});
export const longBooking = (n: number) =>
  booking(n, {
    _id: uuid(4, 1000 + n),
    roomName: veryLongName,
    guest: {
      firstName: 'María de los Ángeles Guadalupe',
      lastName: 'Fernández-Villaverde y Rodríguez de la Concepción',
      email: 'maria.de.los.angeles@correo-muy-largo.example',
      phone: '+34 600 000 000',
    },
    pax: 16,
  });

export type RoomDetail = SuccessBody<'/api/rooms/{id}', 'get'>;

/** A room's detail page: the list item's fields and its settings. */
export function roomDetail(base: RoomListItem, overrides: Partial<RoomDetail> = {}): RoomDetail {
  return {
    ...base,
    active: true,
    online: base.status !== 'disconnected',
    city: 'Málaga',
    province: 'Málaga',
    country: 'ES',
    zipCode: '29015',
    phone: '+34600000001',
    phoneSMS: '+34600000001',
    alertSchedules: [{ from: '22:00', to: '08:00', email: 'noche@brisadelmar.es', telephone: '+34600000002' }],
    callAllTime: false,
    callsEnabled: true,
    crowdingAlertTreshold: 4,
    smokingAlertThreshold: 60,
    customGuestCallOptions: {},
    disableFirstCall: false,
    disconnectionNotificationEnabled: true,
    mergeDone: true,
    notifyGuest: true,
    sendCrowdMailNotification: true,
    sendCrowdSMSNotification: false,
    sendNoiseMailNotification: true,
    sendNoiseSMSNotification: true,
    sendSmokeMailNotification: true,
    sendSmokeSMSNotification: true,
    smsActivated: true,
    timezone: { label: '(GMT+01:00) Madrid', name: 'Europe/Madrid' },
    voiceName: 'female',
    ...overrides,
  };
}

const hour = 60 * minute;
const bucket = 15 * minute;
/** The last day in quarter-hours, oldest first; `wave` gives a smooth, repeatable shape (0 to 1). */
const lastDay = () => Array.from({ length: 96 }, (_, n) => ({ at: fromNow(-(96 - n) * bucket), wave: (Math.sin(n / 7) + 1) / 2, n }));

export const noiseSeries = (roomId: string): SuccessBody<'/api/monitors/{roomId}', 'get'> => ({
  roomId,
  bucketMs: bucket,
  from: fromNow(-24 * hour),
  to: fromNow(0),
  thresholds: { low: 55, medium: 65, high: 75 },
  samples: lastDay().map(({ at, wave, n }) => {
    const data = Math.round(35 + wave * 30 + (n > 88 ? 18 : 0));
    return { createdAt: at, data, min: data - 4, max: data + 5, level: data >= 75 ? 'high' : data >= 65 ? 'medium' : data >= 55 ? 'low' : 'silence' };
  }),
});

const band = (avg: number) => ({ avg, min: avg - 1, max: avg + 1 });
export const environmentSeries = (roomId: string): SuccessBody<'/api/monitors/environment/{roomId}', 'get'> => ({
  roomId,
  bucketMs: bucket,
  from: fromNow(-24 * hour),
  to: fromNow(0),
  samples: lastDay().map(({ at, wave }) => ({
    createdAt: at,
    temperature: band(20 + wave * 4),
    humidity: band(45 + wave * 10),
    iaq: band(40 + wave * 60),
    iaqBand: wave > 0.8 ? 'lightlyPolluted' : 'good',
    voc: band(0.5 + wave),
    pax: band(1 + Math.round(wave * 2)),
    smokingProbability: band(3 + wave * 5),
  })),
});

export const occupancySeries = (roomId: string): SuccessBody<'/api/monitors/pax/{roomId}', 'get'> => ({
  roomId,
  crowdThreshold: 4,
  buckets: Array.from({ length: 24 }, (_, n) => ({
    startDate: fromNow(-(24 - n) * hour),
    endDate: fromNow(-(23 - n) * hour),
    pax: n % 6 === 5 ? 5 : (n % 3) + 1,
    level: n % 6 === 5 ? 'high' : n % 3 === 0 ? 'low' : 'normal',
  })),
});

export const smokingSeries = (roomId: string): SuccessBody<'/api/monitors/smokingProbability/{roomId}', 'get'> => ({
  roomId,
  bucketMs: bucket,
  from: fromNow(-24 * hour),
  to: fromNow(0),
  threshold: 60,
  samples: lastDay().map(({ at, wave }) => ({ createdAt: at, data: Math.round(2 + wave * 6), min: 1, max: Math.round(4 + wave * 8) })),
});
