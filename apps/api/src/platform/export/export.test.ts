// The exports read back as an operator's spreadsheet reads them, through the real server and
// database: the CSV (byte-order mark, the language's separator, accents, headers in each language,
// times in the room's zone named in the header, numbers and booleans as the locale writes them) and
// the XLSX with exceljs (date and number cells, the header row frozen, widths set).
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../../test/demo-server.ts';
import { alarms } from '../../db/schema/alarms.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { rooms } from '../../db/schema/rooms.ts';
import { exportHeaders, localDateTimeText } from './columns.ts';
import { csvChunks } from './csv.ts';
import { parseCsv } from '../../../test/read-export.ts';

let demo: DemoServer;
let ownerId: string;
let madridRoom: string;
let canaryRoom: string;
beforeAll(async () => {
  demo = await startDemoServer();
  ownerId = demo.accounts.get('customer')?.id ?? '';
  const made = await demo.server.db
    .insert(rooms)
    .values([
      { name: 'Ático Peñíscola', ownerId, timezoneName: 'Europe/Madrid' },
      { name: 'Casa "La Palma"; mar', ownerId, timezoneName: 'Atlantic/Canary' },
    ])
    .returning({ id: rooms.id });
  madridRoom = made[0]?.id ?? '';
  canaryRoom = made[1]?.id ?? '';
  // 22:30 UTC on 1 July: 00:30 the next day in Madrid (UTC+2), 23:30 in the Canaries (UTC+1).
  const createdAt = new Date('2026-07-01T22:30:00.000Z');
  await demo.server.db.insert(alarms).values([
    {
      roomId: madridRoom,
      ownerId,
      monitorId: 'SRN-EXP-1',
      type: 'sound',
      level: 'high',
      name: 'Ático Peñíscola',
      createdAt,
      lastTriggeredAt: createdAt,
      peak: 84.5,
      state: 'active',
    },
    {
      roomId: canaryRoom,
      ownerId,
      monitorId: 'SRN-EXP-2',
      type: 'smoking',
      level: 'low',
      name: 'Casa "La Palma"; mar',
      createdAt: new Date(createdAt.getTime() - 60_000),
      lastTriggeredAt: createdAt,
      peak: 1,
      state: 'resolved',
      resolvedAt: createdAt,
      resolutionReason: 'falseAlarm',
      resolutionNote: '=fórmula, no',
    },
  ]);
  await demo.server.db.insert(bookings).values({
    roomId: madridRoom,
    reservationNumber: 'EXP-1',
    guestFirstName: 'Íñigo',
    guestLastName: 'Muñoz',
    guestPhone: '+34600111000',
    checkIn: new Date('2026-07-01T13:00:00.000Z'),
    checkOut: new Date('2026-07-03T08:00:00.000Z'),
    pax: 3,
    cityTax: 4.5,
    status: 'Confirmed',
  });
});
afterAll(() => demo.close());

const download = (url: string, language: 'es' | 'en') => demo.as('customer', { method: 'GET', url, headers: { 'accept-language': language } });

describe('the CSV exports', () => {
  it('write the alarms with a byte-order mark, `;` and Spanish headers, times in each room’s zone', async () => {
    const response = await download(`/api/alarms/export.csv?showAll=true&ownerId=${ownerId}&from=2026-07-01T00:00:00Z&to=2026-07-02T00:00:00Z`, 'es');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="alarms.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, madrid, canary, ...rest] = parseCsv(response.body.slice(1), ';');
    expect(rest).toEqual([]);
    // Two zones: the headers say "local time" and the last column names each row's zone.
    expect(header?.slice(0, 6)).toEqual(['Id', 'Fecha (hora local de la sala)', 'Alarma', 'Tipo', 'Nivel', 'Sala']);
    expect(header?.at(-1)).toBe('Zona horaria');
    const cell = (row: string[] | undefined, name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(cell(madrid, 'Fecha (hora local de la sala)')).toBe('2026-07-02 00:30:00');
    expect(cell(madrid, 'Zona horaria')).toBe('Europe/Madrid');
    expect(cell(madrid, 'Alarma')).toBe('Ruido alto');
    expect(cell(madrid, 'Nivel')).toBe('Alto');
    expect(cell(madrid, 'Estado')).toBe('Activa');
    expect(cell(madrid, 'Sala')).toBe('Ático Peñíscola');
    expect(cell(madrid, 'Pico (dB)')).toBe('84,5');
    expect(cell(canary, 'Fecha (hora local de la sala)')).toBe('2026-07-01 23:29:00');
    expect(cell(canary, 'Zona horaria')).toBe('Atlantic/Canary');
    expect(cell(canary, 'Sala')).toBe('Casa "La Palma"; mar');
    expect(cell(canary, 'Motivo')).toBe('Falsa alarma');
    expect(cell(canary, 'Nota')).toBe("'=fórmula, no");
    // The raw line quotes only what needs it.
    expect(response.body.split('\r\n')[2]).toContain(';"Casa ""La Palma""; mar";');
  });

  it('write English headers with `,`, and name the one zone in the header', async () => {
    const response = await download(`/api/alarms/export.csv?showAll=true&roomId=${madridRoom}`, 'en');
    const [header, row] = parseCsv(response.body.slice(1), ',');
    expect(header?.slice(0, 5)).toEqual(['Id', 'Date (Europe/Madrid)', 'Alarm', 'Type', 'Level']);
    expect(header).not.toContain('Time zone');
    expect(row?.[1]).toBe('2026-07-02 00:30:00');
    expect(row?.[header?.indexOf('Peak (dB)') ?? -1]).toBe('84.5');
    expect(row?.[header?.indexOf('State') ?? -1]).toBe('Active');
  });

  it('write the bookings with accents, numbers and local check-in times in both languages', async () => {
    const spanish = await download(`/api/bookings/export.csv?search=EXP-1`, 'es');
    expect(spanish.statusCode, spanish.body).toBe(200);
    expect(spanish.body.startsWith('\uFEFF')).toBe(true);
    const [header, row] = parseCsv(spanish.body.slice(1), ';');
    expect(header?.slice(0, 6)).toEqual(['Id', 'Reserva', 'Sala', 'Nombre', 'Apellidos', 'Teléfono']);
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(cell('Entrada (Europe/Madrid)')).toBe('2026-07-01 15:00:00');
    expect(cell('Salida (Europe/Madrid)')).toBe('2026-07-03 10:00:00');
    expect(cell('Nombre')).toBe('Íñigo');
    expect(cell('Apellidos')).toBe('Muñoz');
    expect(cell('Teléfono')).toBe("'+34600111000");
    expect(cell('Huéspedes')).toBe('3');
    expect(cell('Tasa turística')).toBe('4,5');
    expect(cell('Moneda')).toBe('EUR');
    expect(cell('Estado')).toBe('Confirmada');
    const english = await download(`/api/bookings/export.csv?search=EXP-1`, 'en');
    const [englishHeader, englishRow] = parseCsv(english.body.slice(1), ',');
    expect(englishHeader?.slice(0, 6)).toEqual(['Id', 'Reservation', 'Room', 'First name', 'Last name', 'Phone']);
    expect(englishRow?.[englishHeader?.indexOf('City tax') ?? -1]).toBe('4.5');
    expect(englishRow?.[englishHeader?.indexOf('Check-in (Europe/Madrid)') ?? -1]).toBe('2026-07-01 15:00:00');
  });

  it('are refused to manufacturers, and answer a header alone when nothing matches', async () => {
    expect((await demo.as('manufacturer', { method: 'GET', url: '/api/alarms/export.xlsx' })).statusCode).toBe(403);
    expect((await demo.as('manufacturer', { method: 'GET', url: '/api/bookings/export.xlsx' })).statusCode).toBe(403);
    const empty = await download(`/api/bookings/export.csv?search=NOTHING-MATCHES`, 'es');
    expect(parseCsv(empty.body.slice(1), ';')).toHaveLength(1);
  });
});

async function workbookOf(url: string, language: 'es' | 'en') {
  const response = await download(url, language);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return { response, sheet };
}

describe('the XLSX exports', () => {
  it('hold the alarms as date and number cells, with the header frozen and widths set', async () => {
    const { response, sheet } = await workbookOf(`/api/alarms/export.xlsx?showAll=true&roomId=${madridRoom}`, 'es');
    expect(response.headers['content-disposition']).toBe('attachment; filename="alarms.xlsx"');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Id', 'Fecha (Europe/Madrid)', 'Alarma']);
    const date = sheet.getRow(2).getCell(2);
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    // The cell holds Madrid's wall clock (spreadsheet dates have no zone).
    expect((date.value as Date).toISOString()).toBe('2026-07-02T00:30:00.000Z');
    expect(date.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    const peak = sheet.getRow(2).getCell(header.indexOf('Pico (dB)') + 1);
    expect(peak.type).toBe(ExcelJS.ValueType.Number);
    expect(peak.value).toBe(84.5);
    expect(sheet.getRow(2).getCell(header.indexOf('Sala') + 1).value).toBe('Ático Peñíscola');
    expect(sheet.getColumn(1).width).toBe(38);
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual(20);
  });

  it('hold the bookings with English headers, date cells for check-in and numbers for guests', async () => {
    const { sheet } = await workbookOf(`/api/bookings/export.xlsx?search=EXP-1`, 'en');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['Id', 'Reservation', 'Room', 'First name']);
    const checkIn = sheet.getRow(2).getCell(header.indexOf('Check-in (Europe/Madrid)') + 1);
    expect(checkIn.type).toBe(ExcelJS.ValueType.Date);
    expect((checkIn.value as Date).toISOString()).toBe('2026-07-01T15:00:00.000Z');
    const guests = sheet.getRow(2).getCell(header.indexOf('Guests') + 1);
    expect(guests.type).toBe(ExcelJS.ValueType.Number);
    expect(guests.value).toBe(3);
    expect(sheet.getRow(2).getCell(header.indexOf('First name') + 1).value).toBe('Íñigo');
    // A string cell is never a formula: the phone as written, without the CSV's apostrophe.
    const phone = sheet.getRow(2).getCell(header.indexOf('Phone') + 1);
    expect(phone.type).toBe(ExcelJS.ValueType.String);
    expect(phone.value).toBe('+34600111000');
    expect(sheet.rowCount).toBe(2);
  });
});

describe('the writer', () => {
  it('writes page by page: a chunk per page after the header', async () => {
    async function* pages() {
      yield [{ n: 1 }, { n: 2 }];
      yield [{ n: 3 }];
    }
    const source = {
      columns: [{ header: { es: 'Número', en: 'Number' }, kind: 'number' as const, value: (row: { n: number }) => row.n }],
      pages: pages(),
      timeZoneOf: () => 'UTC',
      timeZones: [],
    };
    const chunks: string[] = [];
    for await (const chunk of csvChunks(source, 'es')) chunks.push(chunk);
    expect(chunks).toEqual(['\uFEFFNúmero\r\n', '1\r\n2\r\n', '3\r\n']);
    expect(exportHeaders({ columns: [{ header: { es: 'Hora', en: 'Time' }, kind: 'dateTime', value: () => undefined }], timeZones: [] }, 'en')).toEqual([
      'Time (Europe/Madrid)',
    ]);
    expect(localDateTimeText(new Date('2026-01-15T12:00:00Z'), 'America/New_York')).toBe('2026-01-15 07:00:00');
  });

  it('reads the wall clock right across offset changes, as Intl does for each instant', () => {
    const intl = (at: Date, timeZone: string) =>
      new Intl.DateTimeFormat('sv-SE', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      })
        .format(at)
        .replace('T', ' ');
    // Spring and autumn changes in Madrid, New York, Lord Howe (half an hour) and Kathmandu (+05:45).
    const changes = [
      '2026-03-29T01:00:00Z',
      '2026-10-25T01:00:00Z',
      '2026-03-08T07:00:00Z',
      '2026-11-01T06:00:00Z',
      '2026-04-04T15:00:00Z',
      '2026-10-03T15:30:00Z',
    ];
    for (const zone of ['Europe/Madrid', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Atlantic/Canary']) {
      for (const change of changes) {
        for (let step = -8; step <= 8; step++) {
          const at = new Date(new Date(change).getTime() + step * 7 * 60_000 + 1_234);
          expect(localDateTimeText(at, zone), `${zone} ${at.toISOString()}`).toBe(intl(at, zone));
        }
      }
      // A whole year, every 7 h 13 min: the offset is cached by the day, by the hour on a day it changes.
      for (let at = Date.parse('2026-01-01T00:00:00Z') + 1_234; at < Date.parse('2027-01-01T00:00:00Z'); at += 433 * 60_000) {
        expect(localDateTimeText(new Date(at), zone), `${zone} ${new Date(at).toISOString()}`).toBe(intl(new Date(at), zone));
      }
    }
  });
});
