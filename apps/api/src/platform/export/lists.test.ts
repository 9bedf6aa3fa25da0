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
import { users } from '../../db/schema/users.ts';

let demo: DemoServer;
let ownerId: string;
let strangerId: string;
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
  await demo.server.db.insert(rooms).values({ name: 'Casa Peñón', ownerId, timezoneName: 'Atlantic/Canary', monitorId: `${tag}-CANARIAS` });
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
