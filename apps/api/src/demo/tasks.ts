// The demo's tasks: a few jobs around the demo bookings (a cleaning after a check-out, a check-in, a
// repair, a noise complaint), so that the task list and the calendar open with something in them.
import type { Database } from '../platform/database.ts';
import { ensureTaskTypes, insertTasks, taskTypeIdsByKey } from '../tasks/types.ts';

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

/** Inserts the demo tasks for the demo bookings (`bookingIds` from seedDemoBookings, by reservation number). */
export async function seedDemoTasks(
  tx: Database,
  bookingIds: Map<string, { id: string; roomId: string }>,
  ownerId: string,
  now: Date = new Date(),
): Promise<void> {
  await ensureTaskTypes(tx);
  const typeIdOf = await taskTypeIdsByKey(
    tx,
    demoTasks.map((task) => task.type),
  );
  const anyRoom = bookingIds.get('BDM-2047')?.roomId;
  const values = demoTasks.flatMap(({ type, booking, days, ...task }) => {
    const taskTypeId = typeIdOf.get(type);
    const linked = booking === null ? undefined : bookingIds.get(booking);
    const roomId = linked?.roomId ?? anyRoom;
    return taskTypeId && roomId ? [{ ...task, taskTypeId, roomId, bookingId: linked?.id ?? null, userId: ownerId, date: dayOf(now, days) }] : [];
  });
  await insertTasks(tx, values);
}
