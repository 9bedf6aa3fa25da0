import type { Meta } from '@storybook/react-vite';
import { answer, fail, pending, unreachable, type SuccessBody } from './mocks/api.ts';
import {
  alarms,
  customerId,
  environmentSeries,
  fromNow,
  longRoom,
  noiseSeries,
  occupancySeries,
  room,
  roomDetail,
  rooms,
  smokingSeries,
  uuid,
} from './mocks/fixtures.ts';
import { pmsStatus } from './mocks/account.ts';
import { people } from './mocks/people.ts';
import { portfolio } from './mocks/portfolio.ts';
import { accountsList, user } from './mocks/users.ts';
import { at, inEnglish, onPhone, screenStates, type ScreenStory } from './screens.ts';

const meta = { title: 'Panel/Room detail' } satisfies Meta;
export default meta;

const shown = room(1);
const long = longRoom(1);
const roomAlarms = alarms(3);
const id = (params: Record<string, unknown>) => String(params.roomId ?? params.monitorId ?? params.id);
/** The room's readings of the last day, its alarms, its guests now. */
const readings = [
  answer('get', '/api/monitors/{roomId}', ({ params }) => noiseSeries(id(params))),
  answer('get', '/api/monitors/environment/{roomId}', ({ params }) => environmentSeries(id(params))),
  answer('get', '/api/monitors/pax/{roomId}', ({ params }) => occupancySeries(id(params))),
  answer('get', '/api/monitors/smokingProbability/{roomId}', ({ params }) => smokingSeries(id(params))),
  answer('get', '/api/alarms/{roomId}/range', { alarms: roomAlarms }),
  answer('get', '/api/rooms/roomdetails/{monitorId}', { room: roomDetail(shown), currentBooking: null }),
];
/** What the settings sections ask besides the room: the device, the firmware, the presets, the owner. */
const settingsAnswers = [
  // Two alarms marked false this month, and the longer sustain that would have avoided them.
  answer('get', '/api/rooms/{id}/alarm-tuning', {
    days: 30,
    falseAlarms: [
      { alarmId: 'a1b2c3d4-0000-4000-8000-000000000001', type: 'sound', createdAt: fromNow(-2 * 86_400_000), peak: 71, cause: 'tv' },
      { alarmId: 'a1b2c3d4-0000-4000-8000-000000000002', type: 'sound', createdAt: fromNow(-9 * 86_400_000), peak: 68, cause: 'doorSlam' },
    ],
    otherAlarms: 4,
    suggestion: {
      type: 'sound',
      change: { noiseSettings: { sensitivity: 'normal', from: '22:00', to: '08:00', allDay: false, sustainMinutes: 8 } },
      before: { falseAlarms: 2, otherAlarms: 4 },
      after: { falseAlarms: 0, otherAlarms: 4 },
    },
  }),
  answer('get', '/api/device-version/available', { version: '2.4.1' }),
  answer('get', '/api/devices/monitor/{monitorId}', ({ params }): SuccessBody<'/api/devices/monitor/{monitorId}', 'get'> => ({
    _id: `device-${id(params)}`,
    monitorId: id(params),
    calibration: 'calibrated',
    connection: 'online',
    firmware: '2.3.0',
    firmwareStatus: 'outdated',
    status: 'active',
    roomId: shown._id,
    roomName: shown.name,
    lastSeenAt: fromNow(-60_000),
    createdAt: fromNow(-90 * 86_400_000),
    updatedAt: fromNow(-60_000),
  })),
  answer('get', '/api/noise-thresholds', {
    noiseThresholds: [
      { _id: 'normal', name: 'Normal', description: 'Para la mayoría de alojamientos', default: true, low: 55, medium: 65, high: 75 },
      { _id: 'restrictive', name: 'Estricto', description: 'Edificios con vecinos sensibles', default: false, low: 50, medium: 60, high: 70 },
      { _id: 'permissive', name: 'Permisivo', description: 'Casas aisladas', default: false, low: 60, medium: 70, high: 80 },
      { _id: 'battery', name: 'Batería', description: 'Dispositivos a batería', default: false, low: 55, medium: 65, high: 75 },
    ],
  }),
  answer('get', '/api/users/{id}', ({ params }): SuccessBody<'/api/users/{id}', 'get'> => ({
    _id: id(params),
    username: 'customer',
    name: 'Brisa del Mar',
    email: 'hola@brisadelmar.es',
    role: 'customer',
    isDisabled: false,
    createdAt: fromNow(-400 * 86_400_000),
  })),
];
const world = [...readings, ...settingsAnswers, ...portfolio({ user: people.admin, rooms: rooms(12), alarms: alarms(6) })];
const detail = answer('get', '/api/rooms/{id}', ({ params }) => (params.id === long._id ? roomDetail(long) : roomDetail(shown, { alarms: roomAlarms })));

const states = (tab: string) =>
  screenStates({
    path: `/rooms/${shown._id}${tab}`,
    user: people.admin,
    full: [detail, ...world],
    fullShows: /Estudio Soho 2B/,
    empty: [
      answer(
        'get',
        '/api/rooms/{id}',
        roomDetail(shown, { data: { level: 'disconnected' }, alarms: [], activeAlarms: 0, status: 'disconnected', online: false }),
      ),
      ...portfolio({ user: people.admin }),
    ],
    loading: [pending('get', '/api/rooms/{id}')],
    unreachable: [unreachable('get', '/api/rooms/{id}')],
    forbidden: [fail('get', '/api/rooms/{id}', 403, 'Forbidden')],
    long: [detail, ...readings, ...portfolio({ user: people.longNames, rooms: [long] })],
    longShows: /Los Geranios/,
    longUser: people.longNames,
  });

const overview = states('');
export const Overview: ScreenStory = { ...overview.Full, name: 'Overview', tags: ['both-themes'] };
export const OverviewLoading: ScreenStory = { ...overview.Loading, name: 'Overview: loading' };
export const OverviewEmpty: ScreenStory = { ...overview.Empty, name: 'Overview: no readings' };
export const OverviewNetworkError: ScreenStory = { ...overview.NetworkError, name: 'Overview: error, network' };
export const OverviewForbidden: ScreenStory = { ...overview.Forbidden, name: 'Overview: error 403' };
export const OverviewLongNames: ScreenStory = {
  ...overview.LongNames,
  name: 'Overview: very long names',
  parameters: { screen: { ...overview.LongNames.parameters?.screen, path: `/rooms/${long._id}` } },
};
export const OverviewPhoneEnglish: ScreenStory = { ...overview.PhoneEnglish, name: 'Overview: phone, English' };

const settings = states('?tab=settings');
export const Settings: ScreenStory = { ...settings.Full, name: 'Settings', tags: ['both-themes'] };
export const SettingsPhoneEnglish: ScreenStory = { ...settings.PhoneEnglish, name: 'Settings: phone, English' };
export const SettingsLoading: ScreenStory = { ...settings.Loading, name: 'Settings: loading' };
export const SettingsNetworkError: ScreenStory = { ...settings.NetworkError, name: 'Settings: error, network' };
export const SettingsForbidden: ScreenStory = { ...settings.Forbidden, name: 'Settings: error 403' };
export const SettingsLongNames: ScreenStory = {
  ...settings.LongNames,
  name: 'Settings: very long names',
  parameters: { screen: { ...settings.LongNames.parameters?.screen, path: `/rooms/${long._id}?tab=settings` } },
};

// The sections one by one: who sees which, and each section's own answers.
const settingsPath = `/rooms/${shown._id}?tab=settings`;
const noiseSection = /^(Notificaciones de ruido|Noise notifications)$/;
const showsSection =
  (title: RegExp): ScreenStory['play'] =>
  async ({ canvas }) =>
    void (await canvas.findByRole('button', { name: title }));
/** The owner's managers, to choose the room's. */
const managers = accountsList([user(3), user(10, { name: 'Marisa Gestora del Puerto' })]);
const manager = { ...people.admin, _id: uuid(6, 3), username: 'manager', name: 'Marta Gestora', role: 'manager' as const };
export const SettingsManager: ScreenStory = {
  name: 'Settings: a manager (notifications, thresholds, schedules)',
  parameters: at(settingsPath, manager, [detail, ...readings, ...settingsAnswers, ...portfolio({ user: manager, rooms: rooms(12) })]),
  play: showsSection(noiseSection),
};
/** A customer's own room, linked to its Guesty listing; SMS not yet activated by the provider; merges still open. */
const ownRoom = answer('get', '/api/rooms/{id}', roomDetail(shown, { smsActivated: false, mergeDone: false, guestyLinkedRoom: 'guesty-1' }));
const guestyListings = answer('get', '/api/third-parties/guesty/listings', {
  listings: [
    { _id: 'guesty-1', nickname: 'SOHO-2B', title: 'Estudio Soho 2B, luminoso y céntrico', address: 'Calle Alcazabilla 2, Málaga' },
    { _id: 'guesty-2', nickname: 'FARO', title: 'Casa del Faro', address: 'Paseo Marítimo 12, Málaga' },
  ],
});
export const SettingsCustomer: ScreenStory = {
  name: 'Settings: the customer (SMS pending, merge, Guesty linked)',
  tags: ['both-themes'],
  parameters: at(
    settingsPath,
    people.customer,
    [ownRoom, guestyListings, ...pmsStatus(true), ...managers, ...readings, ...settingsAnswers],
    portfolio({ user: people.customer, rooms: rooms(12) }),
  ),
  play: showsSection(/^(Fusionar sala|Merge room)$/),
};
export const SettingsCustomerPhoneEnglish: ScreenStory = {
  ...SettingsCustomer,
  name: 'Settings: the customer, phone, English',
  tags: [],
  globals: { ...onPhone, ...inEnglish },
};
/** The device, the presets, the managers and the PMS accounts fail to come: each section says so on its own. */
export const SettingsSectionsFailing: ScreenStory = {
  name: 'Settings: the sections’ own answers fail',
  parameters: at(
    settingsPath,
    people.customer,
    [
      ownRoom,
      unreachable('get', '/api/devices/monitor/{monitorId}'),
      unreachable('get', '/api/device-version/available'),
      unreachable('get', '/api/noise-thresholds'),
      fail('get', '/api/users', 403, 'Forbidden'),
      unreachable('get', '/api/third-parties/status'),
      ...readings,
    ],
    portfolio({ user: people.customer, rooms: rooms(12) }),
  ),
  play: showsSection(noiseSection),
};

/** The room's notes, newest first: what the team wrote down about it. */
const notes = (list: SuccessBody<'/api/rooms/{id}/notes', 'get'>['notes']) => answer('get', '/api/rooms/{id}/notes', { notes: list });
const someNotes = notes([
  {
    _id: 'note-3',
    authorId: people.agent._id,
    authorName: people.agent.name,
    createdAt: fromNow(-2 * 3_600_000),
    text: 'La llave de repuesto está en la conserjería.',
  },
  {
    _id: 'note-2',
    authorId: people.admin._id,
    authorName: people.admin.name,
    createdAt: fromNow(-3 * 86_400_000),
    text: 'Vecinos del 3.º sensibles al ruido: avisar pronto.',
  },
  {
    _id: 'note-1',
    authorId: null,
    authorName: 'Sereno',
    createdAt: fromNow(-40 * 86_400_000),
    text: 'Dispositivo cambiado tras la revisión anual; el nuevo está calibrado y en la pared del salón, lejos del aire acondicionado.',
  },
]);
const notesPath = `/rooms/${shown._id}?tab=notes`;
const showsNote: ScreenStory['play'] = async ({ canvas }) => void (await canvas.findAllByText(/conserjería/));
export const Notes: ScreenStory = {
  name: 'Notes',
  tags: ['both-themes'],
  parameters: at(notesPath, people.admin, [someNotes, detail, ...world]),
  play: showsNote,
};
export const NotesEmpty: ScreenStory = {
  name: 'Notes: none yet',
  parameters: at(notesPath, people.admin, [notes([]), detail, ...world]),
  play: async ({ canvas }) => void (await canvas.findByRole('textbox')),
};
export const NotesNetworkError: ScreenStory = {
  name: 'Notes: error, network',
  parameters: at(notesPath, people.admin, [unreachable('get', '/api/rooms/{id}/notes'), detail, ...world]),
  play: async ({ canvas }) => void (await canvas.findAllByRole('button', { name: /^(Reintentar|Try again|Retry)$/ })),
};
export const NotesPhoneEnglish: ScreenStory = {
  name: 'Notes: phone, English',
  globals: { ...onPhone, ...inEnglish },
  parameters: at(notesPath, people.admin, [someNotes, detail, ...world]),
  play: showsNote,
};

/** The room sits in a building of its owner's; the wifi is the room's own, the emergency contact the building's. */
const building = {
  _id: 'node-building',
  depth: 1,
  description: null,
  kind: 'location',
  name: 'Edificio Sol',
  parentId: 'node-root',
  roomId: null,
  type: 'building',
} as const;
const protocolAnswers = [
  answer('get', '/api/nodes/path/{ownerId}/room/{roomId}', { ownerId: customerId, roomId: shown._id, nodeId: 'node-room', ancestors: [building] }),
  answer('get', '/api/resources/owner/{ownerId}/room/{roomId}', [
    {
      _id: 'card-wifi',
      module: 'wifi',
      content: { networkName: 'Soho Invitados', password: 'soho-2026' },
      nodeId: 'node-room',
      ownerId: customerId,
      protocolMode: false,
      inheritanceLevel: 0,
      createdAt: fromNow(-30 * 86_400_000),
      updatedAt: fromNow(-30 * 86_400_000),
    },
    {
      _id: 'card-emergency',
      module: 'emergencyContact',
      content: { contacts: [{ name: 'Fontanería Ruiz', type: 'plumbing', telephone: '+34600111222' }] },
      nodeId: building._id,
      ownerId: customerId,
      protocolMode: true,
      inheritanceLevel: 1,
      createdAt: fromNow(-60 * 86_400_000),
      updatedAt: fromNow(-60 * 86_400_000),
    },
  ]),
];
const protocolsPath = `/rooms/${shown._id}?tab=protocols`;
const showsCards: ScreenStory['play'] = async ({ canvas }) => void (await canvas.findAllByText(/Soho Invitados/));
export const Protocols: ScreenStory = {
  name: 'Protocols',
  tags: ['both-themes'],
  parameters: at(protocolsPath, people.admin, protocolAnswers, [detail, ...world]),
  play: showsCards,
};
export const ProtocolsNotActive: ScreenStory = {
  name: 'Protocols: not active for the owner',
  parameters: at(protocolsPath, people.admin, [fail('get', '/api/nodes/path/{ownerId}/room/{roomId}', 404, 'Not Found'), detail, ...world]),
  play: async ({ canvas }) => void (await canvas.findByText(/no están activados|are not activated/)),
};
export const ProtocolsNetworkError: ScreenStory = {
  name: 'Protocols: error, network',
  parameters: at(protocolsPath, people.admin, [unreachable('get', '/api/nodes/path/{ownerId}/room/{roomId}'), detail, ...world]),
  play: async ({ canvas }) => void (await canvas.findAllByRole('button', { name: /^(Reintentar|Try again|Retry)$/ })),
};
export const ProtocolsPhoneEnglish: ScreenStory = {
  name: 'Protocols: phone, English',
  globals: { ...onPhone, ...inEnglish },
  parameters: at(protocolsPath, people.admin, protocolAnswers, [detail, ...world]),
  play: showsCards,
};
