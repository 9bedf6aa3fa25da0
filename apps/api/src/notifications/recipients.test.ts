import { describe, expect, it } from 'vitest';
import { defaultNoiseSettings } from '../db/schema/rooms.ts';
import { planAlarmStage, type AlarmStage, type PlanInput, type PlannedRoom } from './recipients.ts';

/** The defaults of a new room (db/schema/rooms.ts), with a phone for calls and one for SMS. */
const baseRoom: PlannedRoom = {
  name: 'Ático Malagueta',
  phone: '+34600000001',
  phoneSMS: '+34600000002',
  timezoneName: 'Europe/Madrid',
  callsEnabled: true,
  callAllTime: false,
  notifyGuest: false,
  disableFirstCall: false,
  sendNoiseMailNotification: true,
  sendNoiseSMSNotification: false,
  sendSmokeMailNotification: true,
  sendSmokeSMSNotification: false,
  sendCrowdMailNotification: true,
  sendCrowdSMSNotification: false,
  customGuestCallOptions: {},
  voiceName: 'female',
  noiseSettings: defaultNoiseSettings,
  alertSchedules: [],
};
const customer = { reportsEmail: 'reports@example.com', reportsPhone: '+34600000010', reportsPhoneSMS: '+34600000011' };
const guest = { phone: '+33600000000', language: 'fr' };
// 01:30 and 15:00 in Madrid (winter, UTC+1); the default alarm window is 22:00–08:00.
const night = new Date('2026-01-10T00:30:00.000Z');
const afternoon = new Date('2026-01-10T14:00:00.000Z');

interface Case {
  name: string;
  stage: AlarmStage;
  type?: 'sound' | 'smoking' | 'occupancy';
  at?: Date;
  room?: Partial<PlannedRoom>;
  input?: Partial<PlanInput>;
  expected: string[];
}

const cases: Case[] = [
  { name: 'guest stage without notifyGuest: nobody', stage: 'guest', expected: [] },
  { name: 'guest stage with notifyGuest: the guest is called', stage: 'guest', room: { notifyGuest: true }, expected: ['call +33600000000'] },
  { name: 'guest stage with disableFirstCall: nobody', stage: 'guest', room: { notifyGuest: true, disableFirstCall: true }, expected: [] },
  { name: 'guest stage with no booking now: nobody', stage: 'guest', room: { notifyGuest: true }, input: { guest: null }, expected: [] },
  {
    name: 'guest stage with a guest without phone: nobody',
    stage: 'guest',
    room: { notifyGuest: true },
    input: { guest: { phone: null, language: 'es' } },
    expected: [],
  },
  {
    name: 'noise at night: the room’s and the customer’s phones are called, the report address emailed (SMS off by default)',
    stage: 'host',
    expected: ['call +34600000001', 'call +34600000010', 'email reports@example.com'],
  },
  { name: 'noise in the afternoon, outside the window: email only', stage: 'host', at: afternoon, expected: ['email reports@example.com'] },
  {
    name: 'noise in the afternoon with callAllTime: calls too',
    stage: 'host',
    at: afternoon,
    room: { callAllTime: true },
    expected: ['call +34600000001', 'call +34600000010', 'email reports@example.com'],
  },
  {
    name: 'noise in the afternoon with the 24-hour flag: calls too',
    stage: 'host',
    at: afternoon,
    room: { noiseSettings: { ...defaultNoiseSettings, allDay: true } },
    expected: ['call +34600000001', 'call +34600000010', 'email reports@example.com'],
  },
  { name: 'calls disabled: no calls, even at night', stage: 'host', room: { callsEnabled: false }, expected: ['email reports@example.com'] },
  {
    name: 'noise SMS on: the room’s SMS phone and the customer’s',
    stage: 'host',
    room: { sendNoiseSMSNotification: true, callsEnabled: false },
    expected: ['sms +34600000002', 'sms +34600000011', 'email reports@example.com'],
  },
  {
    name: 'smoke follows the smoke flags, not the noise ones',
    stage: 'host',
    type: 'smoking',
    room: { sendNoiseSMSNotification: true, sendSmokeSMSNotification: true, sendSmokeMailNotification: false, callsEnabled: false },
    expected: ['sms +34600000002', 'sms +34600000011'],
  },
  {
    name: 'crowd with its email off: only the calls',
    stage: 'host',
    type: 'occupancy',
    room: { sendCrowdMailNotification: false },
    expected: ['call +34600000001', 'call +34600000010'],
  },
  {
    name: 'an alert schedule in its span adds its telephone (called even outside the window) and its email',
    stage: 'host',
    at: afternoon,
    room: { alertSchedules: [{ from: '14:00', to: '16:00', email: 'night@example.com', telephone: '+34600000020' }] },
    expected: ['call +34600000020', 'email reports@example.com', 'email night@example.com'],
  },
  {
    name: 'an alert schedule across midnight holds at 01:30; its telephone also gets the SMS when SMS are on',
    stage: 'host',
    room: { sendNoiseSMSNotification: true, phoneSMS: null, alertSchedules: [{ from: '23:00', to: '07:00', telephone: '+34600000020' }] },
    input: { customer: { ...customer, reportsPhone: null, reportsPhoneSMS: null } },
    expected: ['call +34600000001', 'call +34600000020', 'sms +34600000020', 'email reports@example.com'],
  },
  {
    name: 'an alert schedule out of its span adds nobody',
    stage: 'host',
    at: afternoon,
    room: { alertSchedules: [{ from: '20:00', to: '23:00', email: 'evening@example.com', telephone: '+34600000020' }] },
    expected: ['email reports@example.com'],
  },
  {
    name: 'a number written twice, with spaces, is one recipient',
    stage: 'host',
    room: { phone: '+34 600 000 001,+34600000003', sendNoiseSMSNotification: true, phoneSMS: '+34600000011' },
    input: { customer: { ...customer, reportsPhone: '+34600000001' } },
    expected: ['call +34600000001', 'call +34600000003', 'sms +34600000011', 'email reports@example.com'],
  },
  { name: 'a room whose owner has no customer: the room’s own phones only', stage: 'host', input: { customer: null }, expected: ['call +34600000001'] },
  {
    name: 'resolved: the email recipients, and SMS to those who had the host SMS',
    stage: 'resolved',
    at: afternoon,
    room: { alertSchedules: [{ from: '14:00', to: '16:00', email: 'day@example.com' }] },
    input: { hostSmsRecipients: ['+34600000002'] },
    expected: ['email reports@example.com', 'email day@example.com', 'sms +34600000002'],
  },
  {
    name: 'resolved with the type’s email off and no host SMS: nobody',
    stage: 'resolved',
    type: 'smoking',
    room: { sendSmokeMailNotification: false },
    expected: [],
  },
];

function plan(item: Pick<Case, 'stage' | 'type' | 'at' | 'room' | 'input'>) {
  return planAlarmStage({
    stage: item.stage,
    alarm: { type: item.type ?? 'sound', level: 'high', createdAt: night },
    at: item.at ?? night,
    room: { ...baseRoom, ...item.room },
    customer,
    guest,
    smsActivated: true,
    resolvedBy: null,
    hostSmsRecipients: [],
    ...item.input,
  });
}

describe('who receives what', () => {
  it.each(cases.map((item) => [item.name, item] as const))('%s', (_, item) => {
    expect(plan(item).map((message) => `${message.channel} ${message.to}`)).toEqual(item.expected);
  });

  it('speaks to the guest in the booking’s language, with the room’s message when it has one, in the room’s voice', () => {
    const [french] = plan({ stage: 'guest', room: { notifyGuest: true, voiceName: 'male', customGuestCallOptions: { FR: 'Merci de baisser le son.' } } });
    expect(french).toMatchObject({ language: 'fr', payload: { text: 'Merci de baisser le son.', voice: 'Polly.Mathieu', sayLanguage: 'fr-FR' } });
    const [brazilian] = plan({ stage: 'guest', room: { notifyGuest: true }, input: { guest: { phone: '+5511999999999', language: 'pt-BR' } } });
    expect(brazilian).toMatchObject({ language: 'pt', payload: { voice: 'Polly.Ines', sayLanguage: 'pt-PT' } });
    expect(brazilian?.payload.text).toMatch(/^Olá, fala o monitor de ruído/);
    // An unknown or missing language, or a blank custom message: Sereno's English text.
    const [german] = plan({
      stage: 'guest',
      room: { notifyGuest: true, customGuestCallOptions: { EN: '   ' } },
      input: { guest: { phone: '+4915112345678', language: 'de' } },
    });
    expect(german).toMatchObject({ language: 'en', payload: { voice: 'Polly.Joanna', sayLanguage: 'en-US' } });
    expect(german?.payload.text).toMatch(/^Hello, this is the noise monitor/);
    const [smoker] = plan({ stage: 'guest', type: 'smoking', room: { notifyGuest: true }, input: { guest: { phone: '+34611111111', language: 'es' } } });
    expect(smoker?.payload.text).toMatch(/Se ha detectado humo/);
  });

  it('writes the host’s messages in Spanish with the room, the type, the level and the local time', () => {
    const messages = plan({ stage: 'host', room: { sendNoiseSMSNotification: true } });
    expect(messages.find((message) => message.channel === 'sms')?.payload.text).toBe('Sereno: Ruido (nivel alto) en Ático Malagueta desde 2026-01-10 01:30.');
    expect(messages.find((message) => message.channel === 'email')?.payload).toMatchObject({ subject: 'Alarma de ruido en Ático Malagueta' });
    expect(messages.find((message) => message.channel === 'call')?.payload).toMatchObject({
      text: 'Alarma de Sereno: ruido, nivel alto, en Ático Malagueta, desde las 01:30. Consulte el panel de Sereno para más detalles.',
      voice: 'Polly.Lucia',
    });
    const resolved = plan({ stage: 'resolved', at: new Date(night.getTime() + 20 * 60_000), input: { resolvedBy: null } });
    expect(resolved[0]?.payload.text).toContain('Se ha resuelto sola');
  });

  it('keeps SMS of a customer not activated, with the reason, and the rest as usual', () => {
    const messages = plan({ stage: 'host', room: { sendNoiseSMSNotification: true }, input: { smsActivated: false } });
    expect(messages.filter((message) => message.reason !== null).map((message) => `${message.channel} ${message.to} ${message.reason}`)).toEqual([
      'sms +34600000002 sms-not-activated',
      'sms +34600000011 sms-not-activated',
    ]);
  });
});

describe('the host’s messages after the guest’s call', () => {
  const plan = (language: 'es' | 'en', guestCalledAt: Date | null) =>
    planAlarmStage({
      stage: 'host',
      alarm: { type: 'sound', level: 'high', createdAt: new Date(night.getTime() - 10 * 60_000) },
      at: night,
      room: { ...baseRoom, sendNoiseSMSNotification: true },
      customer,
      guest,
      smsActivated: true,
      resolvedBy: null,
      hostSmsRecipients: [],
      languageOf: () => language,
      guestCalledAt,
    });

  it('name who was told before, in each language: the guest, called at that time', () => {
    const spanish = plan('es', new Date(night.getTime() - 5 * 60_000));
    expect(spanish.find((message) => message.channel === 'sms')?.payload.text).toBe(
      'Sereno: Ruido (nivel alto) en Ático Malagueta desde 2026-01-10 01:20. Huésped llamado 01:25.',
    );
    expect(spanish.find((message) => message.channel === 'email')?.payload.text).toContain('Antes se llamó al huésped, a las 01:25, y el ruido ha seguido.');
    expect(spanish.find((message) => message.channel === 'call')?.payload.text).toContain('Ya se llamó al huésped a las 01:25.');
    const english = plan('en', new Date(night.getTime() - 5 * 60_000));
    expect(english.find((message) => message.channel === 'sms')?.payload.text).toBe(
      'Sereno: Noise (high level) in Ático Malagueta since 2026-01-10 01:20. Guest called 01:25.',
    );
    expect(english.find((message) => message.channel === 'email')?.payload.text).toContain('The guest was called first, at 01:25, and the noise went on.');
    expect(english.find((message) => message.channel === 'call')?.payload.text).toContain('The guest was already called at 01:25.');
  });

  it('say nothing of it when the host is the first told', () => {
    const messages = plan('es', null);
    expect(messages.map((message) => message.payload.text).join('\n')).not.toMatch(/huésped/i);
  });
});
