import { describe, expect, it } from 'vitest';
import { alertScheduleSchema, noiseSettingsSchema, roomSettingsSchema } from './room-settings.ts';
import { bookingSchema } from './booking.ts';
import { customerCreateSchema, customerSchema } from './customer.ts';
import { listQuerySchema } from './lists.ts';
import { roomSchema } from './room.ts';
import { taskSchema } from './task.ts';
import { passwordChangeSchema, registerSchema, userCreateSchema } from './user.ts';

const issues = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? []);

const id = '7d4f6a52-5b6e-4f4e-9d59-0b8f5d7c2a11';

describe('entity schemas (spec §3)', () => {
  it('a room needs a name, and its phones are comma-separated lists', () => {
    expect(issues(roomSchema.safeParse({ name: '  ' }))).toEqual(['name:required']);
    expect(issues(roomSchema.safeParse({ name: 'Ático', phone: '+34600123456,+34600123457', location: { lat: 40.4, lng: -3.7 } }))).toEqual([]);
    expect(issues(roomSchema.safeParse({ name: 'Ático', phone: '+34600123456,', location: { lat: 91, lng: 0 } }))).toEqual([
      'location.lat:latitude',
      'phone:phoneList',
    ]);
  });

  it('an empty optional field is absent, not invalid', () => {
    expect(roomSchema.parse({ name: 'Ático', phone: '', address: ' ' })).toEqual({ name: 'Ático', address: undefined });
  });

  it("alert schedules speak the spec's own words", () => {
    expect(issues(alertScheduleSchema.safeParse({ from: '22:00', to: '07:00', email: 'nope', telephone: '600' }))).toEqual([
      'email:scheduleEmail',
      'telephone:schedulePhone',
    ]);
    expect(issues(alertScheduleSchema.safeParse({ from: '22:00', to: '07:00', email: '', telephone: '+34600123456' }))).toEqual([]);
  });

  it('custom noise settings check their thresholds; presets need none', () => {
    const window = { from: '22:00', to: '08:00' };
    expect(issues(noiseSettingsSchema.safeParse({ sensitivity: 'normal', ...window }))).toEqual([]);
    expect(noiseSettingsSchema.parse({ sensitivity: 'normal', ...window })).toMatchObject({ allDay: false, sustainMinutes: 5 });
    expect(issues(noiseSettingsSchema.safeParse({ sensitivity: 'custom', thresholds: { low: 60, medium: 55, high: 70 }, ...window }))).toEqual([
      'thresholds.low:noiseLowBelowMedium',
    ]);
    expect(issues(noiseSettingsSchema.safeParse({ sensitivity: 'normal', ...window, sustainMinutes: 16 }))).toEqual(['sustainMinutes:range?min=1&max=15']);
  });

  it('room settings bound the smoke percentage and the crowd count', () => {
    const flags = {
      nightAgent: true,
      callsEnabled: true,
      callAllTime: false,
      disableFirstCall: false,
      sendNoiseMailNotification: true,
      sendNoiseSMSNotification: false,
      sendSmokeMailNotification: true,
      sendSmokeSMSNotification: false,
      sendCrowdMailNotification: true,
      sendCrowdSMSNotification: false,
      disconnectionNotificationEnabled: true,
      noiseSettings: { sensitivity: 'normal', from: '22:00', to: '08:00' },
    } as const;
    expect(issues(roomSettingsSchema.safeParse({ ...flags, smokingAlertThreshold: 70, crowdingAlertTreshold: 8 }))).toEqual([]);
    expect(issues(roomSettingsSchema.safeParse({ ...flags, smokingAlertThreshold: 0, crowdingAlertTreshold: 2.5 }))).toEqual([
      'smokingAlertThreshold:range?min=1&max=100',
      'crowdingAlertTreshold:integer',
    ]);
  });

  it('a booking checks out after it checks in, and its guest has a first name', () => {
    const booking = { roomId: id, guest: { firstName: 'Ana' }, checkIn: '2026-12-01T15:00:00Z', checkOut: '2026-12-04T11:00:00Z' };
    expect(bookingSchema.parse(booking)).toMatchObject({ status: 'Unconfirmed' });
    // Every problem at once: the guest's email and the dates.
    expect(issues(bookingSchema.safeParse({ ...booking, checkOut: '2026-11-30T11:00:00Z', guest: { firstName: 'Ana', email: 'x' } }))).toEqual([
      'guest.email:email',
      'checkOut:dateOrder',
    ]);
    expect(issues(bookingSchema.safeParse({ ...booking, checkOut: '2026-11-30T11:00:00Z' }))).toEqual(['checkOut:dateOrder']);
    expect(issues(bookingSchema.safeParse({ ...booking, status: 'Maybe' }))).toEqual(['status:option']);
  });

  it('a task takes a priority, a date and a 24-hour time', () => {
    const task = { taskTypeId: id, roomId: id, priority: 'High', date: '2026-12-01', time: '09:30' };
    expect(issues(taskSchema.safeParse(task))).toEqual([]);
    expect(issues(taskSchema.safeParse({ ...task, priority: 'Urgent', date: '2026-02-30', time: '9:30' }))).toEqual([
      'priority:option',
      'date:date',
      'time:time',
    ]);
  });

  it("a customer's report contacts are lists", () => {
    expect(issues(customerSchema.safeParse({ companyName: 'Pisos Sol', reportsEmail: 'a@b.es, c@d.es', reportsPhone: '+34600123456' }))).toEqual([
      'reportsEmail:emailList',
    ]);
  });

  it("a customer's IBAN passes its mod-97 check and its VAT number has the tax office's shape; both are stored compact", () => {
    const parsed = customerSchema.parse({ companyName: 'Pisos Sol', iban: 'es91 2100 0418 4502 0005 1332', vat: 'es-b12345678' });
    expect(parsed).toMatchObject({ iban: 'ES9121000418450200051332', vat: 'ESB12345678' });
    // One digit changed: the check digits no longer hold.
    expect(issues(customerSchema.safeParse({ companyName: 'Pisos Sol', iban: 'ES9121000418450200051333', vat: 'hola' }))).toEqual(['vat:vat', 'iban:iban']);
    expect(customerSchema.parse({ companyName: 'Pisos Sol', iban: '', vat: ' ' })).not.toHaveProperty('iban', expect.anything());
  });

  it('a new customer comes with its first user, a strong password, and licences of whole quantities', () => {
    const user = { username: 'sol', email: 'sol@example.com', name: 'Sol', password: 'Sereno#2026' };
    const parsed = customerCreateSchema.parse({
      customer: { companyName: 'Pisos Sol' },
      user,
      serviceContracts: [{ name: '2026', licenses: [{ name: 'Sonido', qty: 5 }] }],
    });
    expect(parsed.serviceContracts[0]?.licenses[0]).toEqual({ name: 'Sonido', qty: 5, family: 'sereno-s1', activo: true });
    expect(
      issues(
        customerCreateSchema.safeParse({
          customer: { companyName: '' },
          user: { ...user, password: 'weak' },
          serviceContracts: [{ name: '2026', licenses: [{ name: 'Sonido', qty: 1.5 }] }],
        }),
      ),
    ).toEqual(['customer.companyName:required', 'user.password:password', 'serviceContracts.0.licenses.0.qty:integer']);
  });

  it("a customer's annotations keep only the first message, as text, and its services are a short list of names", () => {
    const annotate = (annotations: unknown) => customerSchema.parse({ companyName: 'Pisos Sol', annotations }).annotations;
    expect(annotate('  Paga por transferencia  ')).toBe('Paga por transferencia');
    expect(annotate(['Primera nota', 'Segunda nota'])).toBe('Primera nota');
    expect(annotate([{ message: 'Llamar antes de las 14:00' }, { message: 'otra' }])).toBe('Llamar antes de las 14:00');
    expect(annotate([])).toBeUndefined();
    expect(annotate('')).toBeUndefined();
    expect(customerSchema.parse({ companyName: 'Pisos Sol', thirdPartyServices: ['Guesty', 'Guesty', ' Kross '] }).thirdPartyServices).toEqual([
      'Guesty',
      'Kross',
    ]);
    expect(issues(customerSchema.safeParse({ companyName: 'Pisos Sol', thirdPartyServices: Array.from({ length: 21 }, (_, index) => `pms${index}`) }))).toEqual(
      ['thirdPartyServices:maxItems?max=20'],
    );
    expect(issues(customerSchema.safeParse({ companyName: 'Pisos Sol', annotations: 'x'.repeat(5001) }))).toEqual(['annotations:maxLength?max=5000']);
  });

  it("a new user needs the strong password; a password change says the spec's failure text", () => {
    expect(issues(userCreateSchema.safeParse({ username: 'marta', email: 'marta@example.com', name: 'Marta', role: 'manager', password: 'weak' }))).toEqual([
      'password:password',
    ]);
    expect(issues(passwordChangeSchema.safeParse({ currentPassword: 'x', password: 'weak', confirmPassword: 'weak' }))).toEqual([
      'password:passwordRequirements',
    ]);
  });

  it('registering asks for a name and the password twice', () => {
    expect(issues(registerSchema.safeParse({ name: '', username: 'ana', email: 'ana@example.com', password: 'Sereno#2026', confirmPassword: 'x' }))).toEqual([
      'name:required',
      'confirmPassword:passwordMismatch',
    ]);
  });
});

describe('list conventions (spec §7)', () => {
  it('default to the first page of 10, ascending', () => {
    expect(listQuerySchema.parse({})).toEqual({ sortDirection: 'asc', offset: 0, limit: 10 });
  });

  it('read numbers from the query string and refuse a page larger than 25 rather than clamp it', () => {
    expect(listQuerySchema.parse({ offset: '20', limit: '25', sortKey: 'name', sortDirection: 'desc' })).toEqual({
      offset: 20,
      limit: 25,
      sortKey: 'name',
      sortDirection: 'desc',
    });
    expect(issues(listQuerySchema.safeParse({ limit: '26' }))).toEqual(['limit:pageSize?max=25']);
    expect(issues(listQuerySchema.safeParse({ offset: '-1' }))).toHaveLength(1);
  });
});
