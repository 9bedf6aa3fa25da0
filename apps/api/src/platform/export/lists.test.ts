// The exports of the devices, tasks, users, audit-log and rooms lists, through the real server and
// database, read back as a spreadsheet reads them (test/read-export.ts): the CSV's byte-order mark,
// the language's separator, accents, local times with the zone in the header, numbers; the XLSX's
// date and number cells. And each export holds only what its list shows the caller.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../../test/demo-server.ts';
import { csvRecords, xlsxRecords } from '../../../test/read-export.ts';
import { devices } from '../../db/schema/devices.ts';
import { readings } from '../../db/schema/readings.ts';
import { rooms } from '../../db/schema/rooms.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { tasks, taskTypes } from '../../db/schema/tasks.ts';
import { users } from '../../db/schema/users.ts';

let demo: DemoServer;
let ownerId: string;
let strangerId: string;
let canaryRoomId: string;
const targetId = crypto.randomUUID();
const tag = `EXP${Date.now().toString(36).toUpperCase()}`;
beforeAll(async () => {
  demo = await startDemoServer();
  ownerId = demo.accounts.get('customer')?.id ?? '';
  const [stranger] = await demo.server.db
    .insert(users)
    .values({
      username: `${tag.toLowerCase()}-ajeno`,
      email: `${tag.toLowerCase()}@example.com`,
      name: 'Ajeno',
      role: 'customer',
      passwordHash: 'x',
      customerId: demo.otherCustomerId,
    })
    .returning({ id: users.id });
  strangerId = stranger?.id ?? '';
  await demo.server.db.insert(devices).values([
    {
      monitorId: `${tag}-CANARIAS`,
      ownerId,
      tokenHash: 'x',
      firmware: '1.0.0',
      qcPass: 'pass',
      calibration: 'calibrated',
      lastSeenAt: new Date('2026-07-01T22:30:00Z'),
    },
    { monitorId: `${tag}-AJENO`, ownerId: strangerId, tokenHash: 'x' },
  ]);
  const [canary] = await demo.server.db
    .insert(rooms)
    .values({ name: 'Casa Peñón', ownerId, timezoneName: 'Atlantic/Canary', monitorId: `${tag}-CANARIAS` })
    .returning({ id: rooms.id });
  canaryRoomId = canary?.id ?? '';
  const [strangerRoom] = await demo.server.db
    .insert(rooms)
    .values({ name: `${tag} ajena`, ownerId: strangerId })
    .returning({ id: rooms.id });
  const [type] = await demo.server.db.select({ id: taskTypes.id }).from(taskTypes).limit(1);
  await demo.server.db.insert(tasks).values([
    {
      taskTypeId: type?.id ?? '',
      priority: 'High',
      roomId: canaryRoomId,
      userId: ownerId,
      date: '2026-07-02',
      time: '10:30',
      description: `${tag} revisar el baño; "urgente"`,
      doneAt: new Date('2026-07-02T09:45:00Z'),
      createdAt: new Date('2026-07-01T22:30:00Z'),
    },
    { taskTypeId: type?.id ?? '', priority: 'Low', roomId: strangerRoom?.id ?? '', date: '2026-07-02', time: '11:00', description: `${tag} ajena` },
  ]);
  await demo.server.db.insert(auditLog).values([
    { actorUsername: 'ana.núñez', action: 'room.update', targetType: 'room', targetId, at: new Date('2026-01-15T12:00:00Z'), ip: '10.0.0.1' },
    { actorUsername: 'ana.núñez', action: 'room.update', targetType: 'room', targetId, at: new Date('2026-07-15T12:00:00Z'), ip: '10.0.0.2' },
    // A preset change that moved 40 rooms (presets.test.ts writes it through the API).
    { actorUsername: 'ana.núñez', action: 'preset.update', targetType: 'preset', targetId, at: new Date('2026-07-16T08:00:00Z'), ip: '10.0.0.3', rooms: 40 },
  ]);
  await demo.server.db
    .insert(readings)
    .values({ monitorId: `${tag}-CANARIAS`, seq: 1, ts: new Date('2026-07-01T22:30:00Z'), noise: 61.5, temperature: 23.25, batteryLevel: 80 });
});
afterAll(() => demo.close());

const download = (role: 'customer' | 'admin' | 'manufacturer', url: string, language: 'es' | 'en') =>
  demo.as(role, { method: 'GET', url, headers: { 'accept-language': language } });

describe('the devices export', () => {
  it('writes the CSV of what the list shows, in the room’s zone, with numbers and words of the language', async () => {
    const response = await download('customer', `/api/devices/export.csv?monitorId=${tag}`, 'es');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="devices.csv"');
    const { header, rows } = csvRecords(response, ';');
    // The customer's own device only: the stranger's is not in its list.
    expect(rows.map((row) => row.Monitor)).toEqual([`${tag}-CANARIAS`]);
    expect(header).toContain('Último informe (Atlantic/Canary)');
    expect(rows[0]).toMatchObject({
      Sala: 'Casa Peñón',
      Estado: 'Activo',
      Calibración: 'Calibrado',
      'Control de calidad': 'Superado',
      'Último informe (Atlantic/Canary)': '2026-07-01 23:30:00',
      'Ruido (dBA)': '61,5',
      'Temperatura (°C)': '23,25',
      'Batería (%)': '80',
    });
    const english = csvRecords(await download('customer', `/api/devices/export.csv?monitorId=${tag}`, 'en'), ',');
    expect(english.rows[0]).toMatchObject({
      Room: 'Casa Peñón',
      Status: 'Active',
      'Noise (dBA)': '61.5',
      'Last report (Atlantic/Canary)': '2026-07-01 23:30:00',
    });
  });

  it('writes the XLSX with date and number cells; staff see every customer’s devices, a manufacturer no room', async () => {
    const response = await download('admin', `/api/devices/export.xlsx?monitorId=${tag}&sortKey=monitorId&sortDirection=desc`, 'en');
    expect(response.statusCode, response.body).toBe(200);
    const { sheet, rows } = await xlsxRecords(response);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    // Two zones (the stranger's device is in no room: Europe/Madrid): the zone has its own column.
    expect(rows.map((row) => row.Monitor?.value)).toEqual([`${tag}-CANARIAS`, `${tag}-AJENO`]);
    const lastReport = rows[0]?.["Last report (room's local time)"];
    expect(lastReport?.type).toBe(ExcelJS.ValueType.Date);
    expect((lastReport?.value as Date).toISOString()).toBe('2026-07-01T23:30:00.000Z');
    expect(rows[0]?.['Time zone']?.value).toBe('Atlantic/Canary');
    expect(rows[0]?.['Noise (dBA)']?.value).toBe(61.5);
    const manufacturer = await xlsxRecords(await download('manufacturer', `/api/devices/export.xlsx?monitorId=${tag}`, 'es'));
    expect(manufacturer.header).not.toContain('Sala');
    expect(manufacturer.header).not.toContain('Propietario');
    expect((await download('manufacturer', `/api/devices/export.csv?ownerId=${ownerId}`, 'es')).statusCode).toBe(403);
  });
});

describe('the tasks export', () => {
  it('writes the customer’s own tasks only, with words, the room’s zone and accents, as CSV and XLSX', async () => {
    const response = await download('customer', `/api/tasks/export.csv?search=${tag}`, 'es');
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = csvRecords(response, ';');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Día: '2026-07-02',
      Hora: '10:30',
      Prioridad: 'Alta',
      Sala: 'Casa Peñón',
      Descripción: `${tag} revisar el baño; "urgente"`,
      Hecha: 'Sí',
      'Hecha el (Atlantic/Canary)': '2026-07-02 10:45:00',
      'Creada (Atlantic/Canary)': '2026-07-01 23:30:00',
    });
    const staff = await xlsxRecords(await download('admin', `/api/tasks/export.xlsx?search=${tag}&sortKey=priority`, 'en'));
    expect(staff.rows.map((row) => row.Priority?.value)).toEqual(['High', 'Low']);
    expect(staff.rows[0]?.Done?.value).toBe('Yes');
    expect(staff.rows[1]?.Done?.value).toBe('No');
    const doneAt = staff.rows[0]?.["Done at (room's local time)"];
    expect(doneAt?.type).toBe(ExcelJS.ValueType.Date);
    expect((doneAt?.value as Date).toISOString()).toBe('2026-07-02T10:45:00.000Z');
  });
});

describe('the users export', () => {
  it('writes a customer the accounts of its own customer, roles in words, in Madrid time', async () => {
    const response = await download('customer', `/api/users/export.csv`, 'es');
    expect(response.statusCode, response.body).toBe(200);
    const { header, rows } = csvRecords(response, ';');
    expect(header).toContain('Creado (Europe/Madrid)');
    expect(header).not.toContain('passwordHash');
    const usernames = rows.map((row) => row.Usuario);
    expect(usernames).toContain(demo.accounts.get('customer')?.username);
    expect(usernames).not.toContain(`${tag.toLowerCase()}-ajeno`);
    expect(rows.find((row) => row.Usuario === demo.accounts.get('customer')?.username)).toMatchObject({ Rol: 'Cliente', Activo: 'Sí' });
    const staff = await xlsxRecords(await download('admin', `/api/users/export.xlsx?search=${tag.toLowerCase()}`, 'en'));
    expect(staff.rows).toHaveLength(1);
    expect(staff.rows[0]?.Role?.value).toBe('Customer');
    expect(staff.rows[0]?.['Created (Europe/Madrid)']?.type).toBe(ExcelJS.ValueType.Date);
  });
});

describe('the audit-log export', () => {
  it('writes the log for administrators, newest first, in Madrid’s time in winter and summer', async () => {
    const response = await download('admin', `/api/audit/export.csv?targetId=${targetId}`, 'en');
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = csvRecords(response, ',');
    expect(rows.map((row) => row['Date (Europe/Madrid)'])).toEqual(['2026-07-16 10:00:00', '2026-07-15 14:00:00', '2026-01-15 13:00:00']);
    expect(rows[1]).toMatchObject({ User: 'ana.núñez', Action: 'Room changed', Object: 'Room', Rooms: '', 'IP address': '10.0.0.2' });
    const { rows: cells } = await xlsxRecords(await download('admin', `/api/audit/export.xlsx?targetId=${targetId}&sortDirection=asc`, 'es'));
    expect((cells[0]?.['Fecha (Europe/Madrid)']?.value as Date).toISOString()).toBe('2026-01-15T13:00:00.000Z');
    // The list's range too: only July's writes.
    const { rows: july } = csvRecords(
      await download('admin', `/api/audit/export.csv?targetId=${targetId}&from=2026-07-01T00:00:00Z&to=2026-08-01T00:00:00Z`, 'en'),
      ',',
    );
    expect(july.map((row) => row['IP address'])).toEqual(['10.0.0.3', '10.0.0.2']);
    expect((await download('customer', `/api/audit/export.csv`, 'es')).statusCode).toBe(403);
  });

  it('says the action and the object in words of the language, with the rooms a preset change touched', async () => {
    const spanish = csvRecords(await download('admin', `/api/audit/export.csv?targetId=${targetId}`, 'es'), ';');
    expect(spanish.header).toEqual(['Fecha (Europe/Madrid)', 'Usuario', 'Acción', 'Objeto', 'Salas', 'Id del objeto', 'Dirección IP', 'Id del usuario']);
    expect(spanish.rows.map((row) => [row.Acción, row.Objeto, row.Salas])).toEqual([
      ['Ajuste predefinido modificado', 'Ajuste predefinido', '40'],
      ['Sala modificada', 'Sala', ''],
      ['Sala modificada', 'Sala', ''],
    ]);
    const english = await xlsxRecords(await download('admin', `/api/audit/export.xlsx?targetId=${targetId}&action=preset.update`, 'en'));
    expect(english.rows).toHaveLength(1);
    expect(english.rows[0]?.Action?.value).toBe('Preset changed');
    expect(english.rows[0]?.Object?.value).toBe('Preset');
    // A number cell, which a spreadsheet adds up.
    expect(english.rows[0]?.Rooms?.type).toBe(ExcelJS.ValueType.Number);
    expect(english.rows[0]?.Rooms?.value).toBe(40);
  });
});

describe('an export longer than a page (1,000 rows)', () => {
  it('writes every audit entry once, in the list’s order, across pages of equal times and equal actions', async () => {
    const bulkTarget = crypto.randomUUID();
    const base = Date.parse('2026-03-01T10:00:00Z');
    // Seven entries share each time, so that pages end in the middle of a tie (the keyset's id decides).
    const entries = Array.from({ length: 2345 }, (_, index) => ({
      id: crypto.randomUUID(),
      actorUsername: `bulk-${String(index % 13).padStart(2, '0')}`,
      action: index % 2 === 0 ? ('room.update' as const) : ('preset.update' as const),
      targetType: 'room' as const,
      targetId: bulkTarget,
      at: new Date(base + Math.floor(index / 7) * 60_000),
      ip: `10.9.${Math.floor(index / 256)}.${index % 256}`,
    }));
    for (let first = 0; first < entries.length; first += 500) await demo.server.db.insert(auditLog).values(entries.slice(first, first + 500));
    const newestFirst = [...entries].sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1)).map((entry) => entry.ip);

    const { rows } = csvRecords(await download('admin', `/api/audit/export.csv?targetId=${bulkTarget}`, 'en'), ',');
    expect(rows.map((row) => row['IP address'])).toEqual(newestFirst);
    for (const sortKey of ['action', 'actorUsername']) {
      for (const sortDirection of ['asc', 'desc']) {
        const sorted = csvRecords(
          await download('admin', `/api/audit/export.csv?targetId=${bulkTarget}&sortKey=${sortKey}&sortDirection=${sortDirection}`, 'en'),
          ',',
        ).rows;
        const ips = sorted.map((row) => row['IP address']);
        expect(new Set(ips).size, `${sortKey} ${sortDirection}: each entry once`).toBe(entries.length);
        // Grouped by the sort key, in its direction.
        const keys = sorted.map((row) => (sortKey === 'action' ? row.Action : row.User) ?? '');
        const runs = keys.filter((key, index) => index === 0 || key !== keys[index - 1]);
        expect(new Set(runs).size, `${sortKey} ${sortDirection}: one run per value`).toBe(runs.length);
      }
    }
  });
});

describe('the rooms export', () => {
  it('writes the customer’s own rooms with words, numbers and the room’s zone; staff every customer’s', async () => {
    const response = await download('customer', `/api/rooms/export.csv?search=${tag}`, 'es');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="rooms.csv"');
    const { header, rows } = csvRecords(response, ';');
    expect(header).toContain('Creada (Atlantic/Canary)');
    expect(rows.map((row) => row.Sala)).toEqual(['Casa Peñón']);
    expect(rows[0]).toMatchObject({ Monitor: `${tag}-CANARIAS`, 'Agente nocturno': 'No', 'Alarmas activas': '0' });
    expect(rows[0]?.Estado).toMatch(/^(Conectada|Desconectada|Alerta de ruido)$/);
    expect(Number(rows[0]?.['Umbral alto (dB)'])).toBeGreaterThan(0);
    const staff = await xlsxRecords(await download('admin', `/api/rooms/export.xlsx?search=${tag}&sortKey=name&sortDirection=desc`, 'en'));
    expect(staff.rows.map((row) => row.Room?.value)).toEqual([`${tag} ajena`, 'Casa Peñón'].sort().reverse());
    const created = staff.rows[0]?.["Created (room's local time)"];
    expect(created?.type).toBe(ExcelJS.ValueType.Date);
    expect(staff.rows.find((row) => row.Room?.value === 'Casa Peñón')?.['Time zone']?.value).toBe('Atlantic/Canary');
    expect(staff.rows[0]?.['High threshold (dB)']?.type).toBe(ExcelJS.ValueType.Number);
    expect((await download('manufacturer', `/api/rooms/export.csv`, 'es')).statusCode).toBe(403);
  });
});
