// The demo's bookings: past, current and coming stays in the first customer's rooms, with Spanish and
// foreign guests who have phones, so that the bookings screen, the room's current guest and the
// alarms' guest calls have someone to show and to call. Dates follow the day the demo is created.
import { insertBookings, type NewBookingRow } from '../bookings/queries.ts';
import type { Database } from '../platform/database.ts';
import { roomsNamed } from '../rooms/service.ts';
import { demoRooms } from './customers.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** `days` from today's midnight (UTC) at `hour`:00. */
function dayAt(now: Date, days: number, hour: number): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight + days * dayMs + hour * 60 * 60 * 1000);
}

type DemoRoomName = (typeof demoRooms)[number]['name'];
type DemoBooking = { room: DemoRoomName; from: number; to: number } & Omit<NewBookingRow, 'roomId' | 'checkIn' | 'checkOut'>;

/** Stays as days from today: check-in at 15:00, check-out at 11:00. */
const demoBookings: readonly DemoBooking[] = [
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

/** Inserts the demo bookings into the demo rooms (by name); returns the bookings' ids by reservation number. */
export async function seedDemoBookings(tx: Database, now: Date = new Date()): Promise<Map<string, { id: string; roomId: string }>> {
  const roomRows = await roomsNamed(
    tx,
    demoRooms.map((room) => room.name),
  );
  const roomIdOf = new Map(roomRows.map((room) => [room.name, room.id]));
  const values = demoBookings.flatMap(({ room, from, to, ...booking }) => {
    const roomId = roomIdOf.get(room);
    return roomId
      ? [{ ...booking, roomId, checkIn: dayAt(now, from, 15), checkOut: dayAt(now, to, 11), createdAt: dayAt(now, Math.min(from, 0) - 20, 10) }]
      : [];
  });
  const inserted = await insertBookings(tx, values);
  return new Map(inserted.map((row) => [row.reservationNumber ?? '', { id: row.id, roomId: row.roomId }]));
}
