// The demo's tasks: a few written jobs around the first customer's bookings (a cleaning after a
// check-out, a check-in, a repair, a noise complaint), and the run of every room over the coming
// weeks (cleanings, linen, key handovers, repairs, inspections, a device to look at), so that the task
// list and the calendar open full.
import type { Database } from '../platform/database.ts';
import { roomsNamed } from '../rooms/service.ts';
import { ensureTaskTypes, insertTasks, taskTypeIdsByKey } from '../tasks/types.ts';
import { demoRooms } from './rooms.ts';

const dayMs = 24 * 60 * 60 * 1000;
const dayOf = (now: Date, days: number): string => new Date(now.getTime() + days * dayMs).toISOString().slice(0, 10);

const demoTasks = [
  {
    type: 'cleaning.checkout',
    booking: 'BDM-2044',
    days: 1,
    time: '12:00',
    priority: 'High',
    description: 'Limpieza de salida del Estudio Soho: entra otra reserva en dos días.',
  },
  {
    type: 'check-in',
    booking: 'BDM-2050',
    days: 1,
    time: '15:00',
    priority: 'Medium',
    description: 'Recibir al grupo y recordar las normas de ruido de la comunidad.',
  },
  {
    type: 'maintenance.plumbing',
    booking: 'BDM-2047',
    days: 0,
    time: '10:30',
    priority: 'High',
    description: 'La cisterna del baño pierde agua (aviso del huésped).',
  },
  {
    type: 'noise-complaint.neighbour',
    booking: 'BDM-2039',
    days: -2,
    time: '23:40',
    priority: 'Medium',
    description: 'Un vecino del 2º avisó de música alta; el dispositivo registró ruido alto durante 20 minutos.',
  },
  { type: 'inspection', booking: null, days: 5, time: '09:00', priority: 'Low', description: 'Revisión trimestral: detector de humo, extintor y botiquín.' },
] as const;

/** The jobs a room goes through, one every few days from its number on. */
const roundOfJobs = [
  { type: 'cleaning.checkout', time: '11:30', priority: 'High', description: 'Limpieza de salida y reposición de amenities.' },
  { type: 'cleaning.linen', time: '10:00', priority: 'Medium', description: 'Cambio de sábanas y toallas a mitad de estancia.' },
  { type: 'key-handover', time: '16:00', priority: 'Medium', description: 'Entrega de llaves al huésped en la puerta.' },
  { type: 'maintenance.air-conditioning', time: '12:00', priority: 'Medium', description: 'El aire acondicionado del dormitorio gotea.' },
  { type: 'cleaning.deep', time: '09:30', priority: 'Low', description: 'Limpieza a fondo de temporada: cristales, cortinas y terraza.' },
  { type: 'maintenance.device', time: '13:00', priority: 'High', description: 'Revisar la colocación del dispositivo Sereno (lejos de la cocina).' },
  { type: 'check-out', time: '11:00', priority: 'Medium', description: 'Recoger las llaves y revisar la vivienda a la salida.' },
  { type: 'maintenance.electricity', time: '10:30', priority: 'High', description: 'Salta el diferencial al encender el horno.' },
  { type: 'inspection', time: '09:00', priority: 'Low', description: 'Revisión trimestral: detector de humo, extintor y botiquín.' },
] as const;

/** Three jobs for each room without written ones, spread over the next four weeks. */
function madeTasks() {
  return demoRooms
    .filter((_, index) => index >= 4)
    .flatMap((room, index) =>
      [0, 1, 2].map((step) => {
        const job = roundOfJobs[(index + step * 4) % roundOfJobs.length] ?? roundOfJobs[0];
        return { room: room.name, customer: room.customer, ...job, days: ((index * 2 + step * 9) % 27) + 1 };
      }),
    );
}

/**
 * Inserts the demo tasks (`bookingIds` from seedDemoBookings, by reservation number), each under its
 * room's owner (`owners[customer]`).
 */
export async function seedDemoTasks(
  tx: Database,
  bookingIds: Map<string, { id: string; roomId: string }>,
  owners: readonly string[],
  now: Date = new Date(),
): Promise<void> {
  await ensureTaskTypes(tx);
  const made = madeTasks();
  const typeIdOf = await taskTypeIdsByKey(tx, [...demoTasks.map((task) => task.type), ...made.map((task) => task.type)]);
  const ownerId = owners[0] ?? '';
  const anyRoom = bookingIds.get('BDM-2047')?.roomId;
  const values = demoTasks.flatMap(({ type, booking, days, ...task }) => {
    const taskTypeId = typeIdOf.get(type);
    const linked = booking === null ? undefined : bookingIds.get(booking);
    const roomId = linked?.roomId ?? anyRoom;
    return taskTypeId && roomId ? [{ ...task, taskTypeId, roomId, bookingId: linked?.id ?? null, userId: ownerId, date: dayOf(now, days) }] : [];
  });
  const roomIdOf = new Map((await roomsNamed(tx, [...new Set(made.map((task) => task.room))])).map((room) => [room.name, room.id]));
  const madeValues = made.flatMap(({ room, customer, type, days, ...task }) => {
    const taskTypeId = typeIdOf.get(type);
    const roomId = roomIdOf.get(room);
    const userId = owners[customer];
    return taskTypeId && roomId && userId ? [{ ...task, taskTypeId, roomId, bookingId: null, userId, date: dayOf(now, days) }] : [];
  });
  await insertTasks(tx, [...values, ...madeValues]);
}
