// The demo's bookings: past, current and coming stays in every demo room, in every status, with
// Spanish and foreign guests who have phones, so that the bookings screen, the room's current guest
// and the alarms' guest calls have someone to show and to call. The first customer's first rooms have
// stays written one by one (the tests and the screenshots know them); the other rooms get stays made
// from a list of guests. Dates follow the day the demo is created.
import type { BookingStatus } from '@sereno/validation';
import { insertBookings, type NewBookingRow } from '../bookings/queries.ts';
import type { Database } from '../platform/database.ts';
import { roomsNamed } from '../rooms/service.ts';
import { demoRooms } from './rooms.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** `days` from today's midnight (UTC) at `hour`:00. */
function dayAt(now: Date, days: number, hour: number): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight + days * dayMs + hour * 60 * 60 * 1000);
}

type DemoBooking = { room: string; from: number; to: number } & Omit<NewBookingRow, 'roomId' | 'checkIn' | 'checkOut'>;

/** Stays as days from today: check-in at 15:00, check-out at 11:00. */
const writtenBookings: readonly DemoBooking[] = [
  // Ático Malagueta: a stay that ended, the guests now in, the next ones.
  {
    room: 'Ático Malagueta',
    from: -9,
    to: -5,
    reservationNumber: 'BDM-2031',
    guestFirstName: 'Lucía',
    guestLastName: 'Martín Sanz',
    guestPhone: '+34612345678',
    guestEmail: 'lucia.martin@example.com',
    guestNationality: 'España',
    guestLanguage: 'es',
    pax: 2,
    status: 'Confirmed',
    otaOrigin: 'Booking.com',
    otaReservationNumber: '4417829301',
    cityTax: 8.8,
  },
  {
    room: 'Ático Malagueta',
    from: -1,
    to: 3,
    reservationNumber: 'BDM-2047',
    guestFirstName: 'Oliver',
    guestLastName: 'Smith',
    guestPhone: '+447700900123',
    guestEmail: 'oliver.smith@example.co.uk',
    guestNationality: 'Reino Unido',
    guestLanguage: 'en',
    guestAge: 34,
    pax: 3,
    status: 'Confirmed',
    otaOrigin: 'Airbnb',
    otaReservationNumber: 'HMX4KZ2P9Q',
    cityTax: 13.2,
    accessType: 'Caja de llaves',
    keyStatus: 'Entregadas',
    arrivalMethod: 'Avión',
    flightNumber: 'BA2690',
    billing: { totalCost: 640, vat: 58.18, commission: 96, paid: 640, deposit: 200, pendingPayment: 0 },
  },
  {
    room: 'Ático Malagueta',
    from: 4,
    to: 8,
    reservationNumber: 'BDM-2052',
    guestFirstName: 'Camille',
    guestLastName: 'Dubois',
    guestPhone: '+33612345678',
    guestEmail: 'camille.dubois@example.fr',
    guestNationality: 'Francia',
    guestLanguage: 'fr',
    pax: 2,
    status: 'Unconfirmed',
    otaOrigin: 'Booking.com',
    otaReservationNumber: '4417830077',
  },
  // Estudio Soho: a German couple now, a cancelled stay, a Spanish family later.
  {
    room: 'Estudio Soho',
    from: -2,
    to: 1,
    reservationNumber: 'BDM-2044',
    guestFirstName: 'Jonas',
    guestLastName: 'Müller',
    guestPhone: '+4915123456789',
    guestEmail: 'jonas.mueller@example.de',
    guestNationality: 'Alemania',
    guestLanguage: 'de',
    pax: 2,
    status: 'Confirmed',
    otaOrigin: 'Expedia',
    otaReservationNumber: '72031994',
    accessType: 'Cerradura inteligente',
    accessCode1: '4821',
    keyStatus: 'Sin llaves',
  },
  {
    room: 'Estudio Soho',
    from: 2,
    to: 5,
    reservationNumber: 'BDM-2049',
    guestFirstName: 'Giulia',
    guestLastName: 'Rossi',
    guestPhone: '+393471234567',
    guestNationality: 'Italia',
    guestLanguage: 'it',
    pax: 1,
    status: 'Cancelled',
    otaOrigin: 'Airbnb',
    otaReservationNumber: 'HMB7T3W1RX',
  },
  {
    room: 'Estudio Soho',
    from: 10,
    to: 14,
    reservationNumber: 'BDM-2058',
    guestFirstName: 'Javier',
    guestLastName: 'Ortiz Gómez',
    guestPhone: '+34655443322',
    guestEmail: 'javier.ortiz@example.es',
    guestNationality: 'España',
    guestLanguage: 'es',
    pax: 4,
    status: 'Confirmed',
    additionalInfo: 'Llegan en coche: necesitan la plaza de garaje.',
  },
  // Casa Pedregalejo: empty tonight, a group arrives tomorrow.
  {
    room: 'Casa Pedregalejo',
    from: -6,
    to: -1,
    reservationNumber: 'BDM-2039',
    guestFirstName: 'Emma',
    guestLastName: 'Johansson',
    guestPhone: '+46701234567',
    guestEmail: 'emma.johansson@example.se',
    guestNationality: 'Suecia',
    guestLanguage: 'en',
    pax: 5,
    status: 'Confirmed',
    otaOrigin: 'Booking.com',
    otaReservationNumber: '4417826650',
  },
  {
    room: 'Casa Pedregalejo',
    from: 1,
    to: 4,
    reservationNumber: 'BDM-2050',
    guestFirstName: 'Carlos',
    guestLastName: 'Navarro',
    guestPhone: '+34699887766',
    guestEmail: 'carlos.navarro@example.es',
    guestNationality: 'España',
    guestLanguage: 'es',
    guestAge: 27,
    pax: 6,
    status: 'Confirmed',
    otaOrigin: 'Airbnb',
    otaReservationNumber: 'HMQ2Z8C4LN',
    additionalInfo: 'Despedida de soltero: recordar las normas de ruido al llegar.',
  },
  // Loft Centro Histórico (no device yet): a guest leaving today, one arriving today (and a cancelled
  // arrival the dashboard's "check-ins today" leaves out), and a stay whose confirmation is unknown.
  {
    room: 'Loft Centro Histórico',
    from: -3,
    to: 0,
    reservationNumber: 'BDM-2042',
    guestFirstName: 'Pablo',
    guestLastName: 'Herrera',
    guestPhone: '+34622334455',
    guestEmail: 'pablo.herrera@example.es',
    guestNationality: 'España',
    guestLanguage: 'es',
    pax: 2,
    status: 'Confirmed',
    otaOrigin: 'Booking.com',
    otaReservationNumber: '4417829944',
    accessType: 'Caja de llaves',
    keyStatus: 'Entregadas',
  },
  {
    room: 'Loft Centro Histórico',
    from: 0,
    to: 3,
    reservationNumber: 'BDM-2048',
    guestFirstName: 'Hannah',
    guestLastName: 'Becker',
    guestPhone: '+4917612345678',
    guestEmail: 'hannah.becker@example.de',
    guestNationality: 'Alemania',
    guestLanguage: 'de',
    guestAge: 29,
    pax: 2,
    status: 'Confirmed',
    otaOrigin: 'Airbnb',
    otaReservationNumber: 'HMR5N2K8TD',
    arrivalMethod: 'Tren',
    accessType: 'Caja de llaves',
    keyStatus: 'Pendiente',
  },
  {
    room: 'Loft Centro Histórico',
    from: 0,
    to: 2,
    reservationNumber: 'BDM-2046',
    guestFirstName: 'Tom',
    guestLastName: 'Jansen',
    guestPhone: '+31612345678',
    guestNationality: 'Países Bajos',
    guestLanguage: 'en',
    pax: 3,
    status: 'Cancelled',
    otaOrigin: 'Booking.com',
    otaReservationNumber: '4417829517',
  },
  {
    room: 'Loft Centro Histórico',
    from: 3,
    to: 6,
    reservationNumber: 'BDM-2051',
    guestFirstName: 'Sophie',
    guestLastName: 'Laurent',
    guestPhone: '+32470123456',
    guestNationality: 'Bélgica',
    guestLanguage: 'fr',
    pax: 2,
    status: 'Unknown',
  },
];

const guests = [
  { guestFirstName: 'Marina', guestLastName: 'López Vidal', guestPhone: '+34633112233', guestNationality: 'España', guestLanguage: 'es' },
  { guestFirstName: 'James', guestLastName: 'Walker', guestPhone: '+447700900456', guestNationality: 'Reino Unido', guestLanguage: 'en' },
  { guestFirstName: 'Léa', guestLastName: 'Moreau', guestPhone: '+33698765432', guestNationality: 'Francia', guestLanguage: 'fr' },
  { guestFirstName: 'Lukas', guestLastName: 'Schneider', guestPhone: '+4915209876543', guestNationality: 'Alemania', guestLanguage: 'de' },
  { guestFirstName: 'Alessandro', guestLastName: 'Bianchi', guestPhone: '+393351234987', guestNationality: 'Italia', guestLanguage: 'it' },
  { guestFirstName: 'Ana', guestLastName: 'Costa', guestPhone: '+351912345678', guestNationality: 'Portugal', guestLanguage: 'pt' },
  { guestFirstName: 'Sanne', guestLastName: 'de Vries', guestPhone: '+31687654321', guestNationality: 'Países Bajos', guestLanguage: 'en' },
  { guestFirstName: 'Jordi', guestLastName: 'Casals', guestPhone: '+34644556677', guestNationality: 'España', guestLanguage: 'es' },
  { guestFirstName: 'Emily', guestLastName: 'Johnson', guestPhone: '+12025550143', guestNationality: 'Estados Unidos', guestLanguage: 'en' },
  { guestFirstName: 'Beatriz', guestLastName: 'Santos', guestPhone: '+5511987654321', guestNationality: 'Brasil', guestLanguage: 'pt-BR' },
  { guestFirstName: 'Elena', guestLastName: 'García Prieto', guestPhone: '+34677889900', guestNationality: 'España', guestLanguage: 'es' },
  { guestFirstName: 'Mikkel', guestLastName: 'Hansen', guestPhone: '+4520123456', guestNationality: 'Dinamarca', guestLanguage: 'en' },
] as const;
const otaOrigins = [
  { otaOrigin: 'Booking.com', prefix: '44' },
  { otaOrigin: 'Airbnb', prefix: 'HM' },
  { otaOrigin: 'Expedia', prefix: '72' },
  { otaOrigin: null, prefix: null },
] as const;
const reservationPrefixes = ['BDM', 'PV', 'LGB'] as const;
const earlierStatuses = ['Confirmed', 'Cancelled', 'Confirmed', 'Unknown', 'Confirmed', 'Unconfirmed', 'Confirmed'] as const;
const laterStatuses = ['Confirmed', 'Unconfirmed', 'Confirmed', 'Cancelled', 'Unknown'] as const;

/**
 * Three stays for each room that has none written: one that ended, one under way or soon, one later.
 * Most are confirmed; the room's number picks the others' status, so that every status shows in the
 * past and in the future. None checks in today: the first customer's arrivals of today are the written ones.
 */
function madeBookings(): DemoBooking[] {
  const written = new Set(writtenBookings.map((booking) => booking.room));
  return demoRooms
    .filter((room) => !written.has(room.name))
    .flatMap((room, index) => {
      const stays: { from: number; to: number; status: BookingStatus }[] = [
        { from: -8 - (index % 4), to: -4 - (index % 3), status: earlierStatuses[index % earlierStatuses.length] ?? 'Confirmed' },
        index % 4 === 3
          ? { from: 1 + (index % 3), to: 4 + (index % 3), status: 'Confirmed' }
          : { from: -1 - (index % 2), to: 2 + (index % 3), status: index % 9 === 4 ? 'Unknown' : 'Confirmed' },
        { from: 6 + (index % 8), to: 9 + (index % 8), status: laterStatuses[index % laterStatuses.length] ?? 'Confirmed' },
      ];
      return stays.map(({ from, to, status }, stay) => {
        const guest = guests[(index * 3 + stay) % guests.length] ?? guests[0];
        const ota = otaOrigins[(index + stay) % otaOrigins.length] ?? otaOrigins[0];
        const number = 3000 + index * 3 + stay;
        return {
          room: room.name,
          from,
          to,
          reservationNumber: `${reservationPrefixes[room.customer]}-${number}`,
          ...guest,
          guestEmail: `${guest.guestFirstName
            .toLowerCase()
            .normalize('NFD')
            .replace(/[^a-z]/g, '')}.${number}@example.com`,
          pax: 1 + ((index + stay) % 5),
          status,
          otaOrigin: ota.otaOrigin,
          otaReservationNumber: ota.prefix === null ? null : `${ota.prefix}${String(number * 7919).padStart(8, '0')}`,
        };
      });
    });
}

/** Inserts the demo bookings into the demo rooms (by name); returns the bookings' ids by reservation number. */
export async function seedDemoBookings(tx: Database, now: Date = new Date()): Promise<Map<string, { id: string; roomId: string }>> {
  const roomRows = await roomsNamed(
    tx,
    demoRooms.map((room) => room.name),
  );
  const roomIdOf = new Map(roomRows.map((room) => [room.name, room.id]));
  const values = [...writtenBookings, ...madeBookings()].flatMap(({ room, from, to, ...booking }) => {
    const roomId = roomIdOf.get(room);
    return roomId
      ? [{ ...booking, roomId, checkIn: dayAt(now, from, 15), checkOut: dayAt(now, to, 11), createdAt: dayAt(now, Math.min(from, 0) - 20, 10) }]
      : [];
  });
  const inserted = await insertBookings(tx, values);
  return new Map(inserted.map((row) => [row.reservationNumber ?? '', { id: row.id, roomId: row.roomId }]));
}
