// The alarms export carries each alarm's notification trail (issue 24): one row per alarm, the trail
// in one cell — when (the room's time), channel, recipient, state and why, attempts when retried —
// and who acknowledged it and when, read back through the real server and database as a spreadsheet
// reads them (test/read-export.ts), the CSV and the XLSX, in Spanish and in English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { csvRecords, xlsxRecords } from '../../test/read-export.ts';
import { alarms } from '../db/schema/alarms.ts';
import { notificationJobs } from '../db/schema/notifications.ts';
import { rooms } from '../db/schema/rooms.ts';
import { localDateTimeText } from '../platform/export/columns.ts';

let demo: DemoServer;
let roomId: string;
let acknowledgedAt: string;
const manager = () => demo.accounts.get('manager')?.username ?? '';
// 00:30 UTC on 1 March: 01:30 in Madrid (UTC+1).
const raised = new Date('2026-03-01T00:30:00.000Z');
const at = (seconds: number): Date => new Date(raised.getTime() + seconds * 1000);

beforeAll(async () => {
  demo = await startDemoServer();
  const ownerId = demo.accounts.get('customer')?.id ?? '';
  const [room] = await demo.server.db
    .insert(rooms)
    .values({ name: 'Ático del rastro', ownerId, timezoneName: 'Europe/Madrid', managerId: demo.accounts.get('manager')?.id ?? null })
    .returning({ id: rooms.id });
  roomId = room?.id ?? '';
  const common = { roomId, ownerId, monitorId: 'SRN-TRAIL-EXP', type: 'sound', level: 'high', name: 'Ático del rastro', peak: 84.5 } as const;
  const [alarm] = await demo.server.db
    .insert(alarms)
    .values({ ...common, createdAt: raised, lastTriggeredAt: raised, state: 'active' })
    .returning({ id: alarms.id });
  // An older alarm of the room that resolved by itself when the room went quiet, and was told to nobody.
  await demo.server.db.insert(alarms).values({
    ...common,
    type: 'smoking',
    createdAt: at(-7200),
    lastTriggeredAt: at(-7200),
    state: 'resolved',
    resolvedAt: at(-6600),
  });
  const alarmId = alarm?.id ?? '';
  const acknowledged = await demo.as('manager', { method: 'POST', url: `/api/alarms/${alarmId}/acknowledge` });
  expect(acknowledged.statusCode, acknowledged.body).toBe(200);
  acknowledgedAt = acknowledged.json<{ acknowledged: { at: string } }>().acknowledged.at;

  const job = (index: number, values: Partial<typeof notificationJobs.$inferInsert>) => ({
    dedupeKey: `trail-export-${alarmId}-${index}`,
    alarmId,
    roomId,
    kind: 'alarm-guest' as const,
    channel: 'sms' as const,
    to: '+34600000002',
    language: 'es',
    payload: { text: 'Ruido alto en el Ático del rastro' },
    ...values,
  });
  await demo.server.db.insert(notificationJobs).values([
    // The guest's call: the provider took it at 01:31 and reported it answered.
    job(1, { channel: 'call', to: '+34600000001', status: 'sent', attempts: 1, createdAt: at(5), sentAt: at(70), delivery: 'delivered', deliveryAt: at(95) }),
    // The guest's SMS: refused for good (a 4xx with Twilio's code).
    job(2, {
      status: 'failed',
      attempts: 1,
      createdAt: at(80),
      lastError: "400 21211: The 'To' number +34600000002 is not a valid phone number.",
    }),
    // The host's email: sent at the second attempt.
    job(3, { kind: 'alarm-host', channel: 'email', to: 'ana@example.es', status: 'sent', attempts: 2, createdAt: at(90), sentAt: at(150) }),
    // The host's SMS: the provider was down, waiting for its next attempt.
    job(4, { kind: 'alarm-host', to: '+34600000003', status: 'pending', attempts: 1, createdAt: at(120), lastError: '503: Service Unavailable' }),
    // Another SMS the provider took but could not deliver (its delivery report).
    job(5, {
      kind: 'alarm-host',
      to: '+34600000004',
      status: 'sent',
      attempts: 1,
      createdAt: at(125),
      sentAt: at(190),
      delivery: 'undelivered',
      deliveryError: '30003',
    }),
    // Queued after midnight in Madrid: the time says the day too.
    job(6, { kind: 'alarm-resolved', channel: 'email', to: 'ana@example.es', status: 'pending', attempts: 0, createdAt: new Date('2026-03-01T23:05:00.000Z') }),
  ]);
});
afterAll(() => demo.close());

const download = (format: 'csv' | 'xlsx', language: 'es' | 'en') =>
  demo.as('customer', { method: 'GET', url: `/api/alarms/export.${format}?showAll=true&roomId=${roomId}`, headers: { 'accept-language': language } });

const spanishTrail =
  '01:31 llamada +34600000001 entregada; ' +
  '01:31 SMS +34600000002 fallido (número no válido, 21211); ' +
  '01:32 email ana@example.es enviado (2 intentos); ' +
  '01:32 SMS +34600000003 reintentando (503: Service Unavailable, 1 intento); ' +
  '01:33 SMS +34600000004 no entregado (teléfono apagado o sin cobertura, 30003); ' +
  '2026-03-02 00:05 email ana@example.es en cola';
const englishTrail =
  '01:31 call +34600000001 delivered; ' +
  '01:31 SMS +34600000002 failed (invalid number, 21211); ' +
  '01:32 email ana@example.es sent (2 attempts); ' +
  '01:32 SMS +34600000003 retrying (503: Service Unavailable, 1 attempt); ' +
  '01:33 SMS +34600000004 undelivered (phone off or out of coverage, 30003); ' +
  '2026-03-02 00:05 email ana@example.es queued';

describe('the alarms export with the notification trail', () => {
  it('writes one row per alarm, the trail in its cell and who acknowledged it, in Spanish (CSV)', async () => {
    const response = await download('csv', 'es');
    expect(response.statusCode, response.body).toBe(200);
    const { header, rows } = csvRecords(response, ';');
    expect(header).toEqual(expect.arrayContaining(['Avisos', 'Atendida (Europe/Madrid)', 'Atendida por', 'Resuelta (Europe/Madrid)', 'Resuelta por']));
    // Newest first, one row each: the notified alarm, then the one that resolved by itself.
    expect(rows).toHaveLength(2);
    const [notified, quiet] = rows;
    expect(notified?.Avisos).toBe(spanishTrail);
    expect(notified?.['Atendida (Europe/Madrid)']).toBe(localDateTimeText(new Date(acknowledgedAt), 'Europe/Madrid'));
    expect(notified?.['Atendida por']).toBe(manager());
    expect(notified?.['Resuelta por']).toBe('');
    expect(notified?.Llamadas).toBe('1');
    expect(notified?.SMS).toBe('1');
    expect(notified?.Emails).toBe('1');
    expect(quiet?.Avisos).toBe('');
    expect(quiet?.['Resuelta (Europe/Madrid)']).toBe('2026-02-28 23:40:00');
    expect(quiet?.['Resuelta por']).toBe('sola, al volver la calma');
    // The trail holds the separator: the cell is quoted, and the file keeps one line per alarm.
    expect(response.body.split('\r\n').filter(Boolean)).toHaveLength(3);
  });

  it('writes the same in English (CSV)', async () => {
    const { header, rows } = csvRecords(await download('csv', 'en'), ',');
    expect(header).toEqual(expect.arrayContaining(['Notifications', 'Acknowledged (Europe/Madrid)', 'Acknowledged by', 'Resolved by']));
    expect(rows[0]?.Notifications).toBe(englishTrail);
    expect(rows[0]?.['Acknowledged by']).toBe(manager());
    expect(rows[1]?.['Resolved by']).toBe('by itself, when it went quiet');
  });

  it('writes the trail as wrapped text and the acknowledgement as a date in the XLSX, in both languages', async () => {
    for (const [language, trail, trailHeader, byHeader, whenHeader] of [
      ['es', spanishTrail, 'Avisos', 'Atendida por', 'Atendida (Europe/Madrid)'],
      ['en', englishTrail, 'Notifications', 'Acknowledged by', 'Acknowledged (Europe/Madrid)'],
    ] as const) {
      const response = await download('xlsx', language);
      expect(response.statusCode, response.body).toBe(200);
      const { rows } = await xlsxRecords(response);
      expect(rows).toHaveLength(2);
      const cell = rows[0]?.[trailHeader];
      expect(cell?.value).toBe(trail);
      expect(cell?.alignment).toMatchObject({ wrapText: true });
      expect(rows[0]?.[byHeader]?.value).toBe(manager());
      // A date cell holding the room's wall clock (a spreadsheet's dates have no zone: read as UTC).
      const when = rows[0]?.[whenHeader]?.value;
      expect(when).toBeInstanceOf(Date);
      expect((when as Date).toISOString().slice(0, 19).replace('T', ' ')).toBe(localDateTimeText(new Date(acknowledgedAt), 'Europe/Madrid'));
    }
  });
});
