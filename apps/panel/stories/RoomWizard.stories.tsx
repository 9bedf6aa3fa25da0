import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { answer, fail, pending, unreachable } from './mocks/api.ts';
import { room, rooms, uuid } from './mocks/fixtures.ts';
import { people } from './mocks/people.ts';
import { portfolio } from './mocks/portfolio.ts';
import { at, inEnglish, onPhone, type ScreenStory } from './screens.ts';

const meta = { title: 'Panel/Room wizard' } satisfies Meta;
export default meta;

// The wizard's first step asks nothing of the API: its states are who walks it (an administrator
// chooses the owner next, a customer is the owner) and where.
const firstStep = /^(¿Qué quieres hacer\?|What would you like to do\?)$/;
const showsFirstStep: ScreenStory['play'] = async ({ canvas }) => void (await canvas.findByRole('heading', { name: firstStep }));

export const Start: ScreenStory = {
  name: 'Start, administrator',
  tags: ['both-themes'],
  parameters: at('/rooms/new', people.admin, portfolio({ user: people.admin })),
  play: showsFirstStep,
};
export const StartCustomer: ScreenStory = {
  name: 'Start, customer',
  parameters: at('/rooms/new', people.customer, portfolio({ user: people.customer })),
  play: showsFirstStep,
};
export const StartLongNames: ScreenStory = {
  name: 'Start, very long names',
  parameters: at('/rooms/new', people.longNames, portfolio({ user: people.longNames })),
  play: showsFirstStep,
};
export const StartPhoneEnglish: ScreenStory = {
  name: 'Start, phone, English',
  globals: { ...onPhone, ...inEnglish },
  parameters: at('/rooms/new', people.admin, portfolio({ user: people.admin })),
  play: showsFirstStep,
};

/** The customer's licences: one with places left, one used up. */
const licences = answer('get', '/api/rooms/license/owner/id', {
  licenses: [
    {
      _id: uuid(10, 1),
      activo: true,
      name: 'Sereno Noche',
      family: 'night',
      serviceContractId: uuid(11, 1),
      serviceContractName: 'Contrato 2026',
      total: 20,
      used: 12,
      available: 8,
    },
    {
      _id: uuid(10, 2),
      activo: true,
      name: 'Sereno Básico',
      family: 'basic',
      serviceContractId: uuid(11, 1),
      serviceContractName: 'Contrato 2026',
      total: 5,
      used: 5,
      available: 0,
    },
  ],
});
const next = /^(Siguiente|Next)$/;

export const LicenceStep: ScreenStory = {
  name: 'Licence step, customer',
  parameters: at('/rooms/new', people.customer, [licences], portfolio({ user: people.customer })),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: firstStep });
    await userEvent.click(canvas.getByRole('button', { name: next }));
    await userEvent.type(await canvas.findByLabelText(/^(Nombre de la sala|Room name)/), 'Ático Malagueta');
    await userEvent.click(canvas.getByRole('button', { name: next }));
    await canvas.findAllByText(/Sereno Noche/);
  },
};

// The rest of the new-room path, walked as a person does: name, licence, address (with the
// geocoder's suggestions), location, device, and the room made.
type Play = NonNullable<ScreenStory['play']>;
type Context = Parameters<Play>[0];
const heading = (context: Context, name: RegExp) => context.canvas.findByRole('heading', { name });
const press = async (context: Context, name: RegExp) => context.userEvent.click(await context.canvas.findByRole('button', { name }));
const steps = {
  name: /^(Nombre|Name)$/,
  licence: /^(Licencia|Licence)$/,
  noLicences: /^(No quedan licencias|No licences left)$/,
  address: /^(Dirección|Address)$/,
  location: /^(Ubicación|Location)$/,
  device: /^(Dispositivo|Device)$/,
  existingRoom: /^(Sala existente|Existing room)$/,
  user: /^(Usuario|User)$/,
};
const newRoomName = 'Ático Malagueta';
const longCustomer = { ...people.longNames, role: 'customer' as const, customerId: people.customer.customerId };

async function toName(context: Context) {
  await heading(context, firstStep);
  await press(context, next);
  await heading(context, steps.name);
  await context.userEvent.type(await context.canvas.findByLabelText(/^(Nombre de la sala|Room name)/), newRoomName);
}
async function toAddress(context: Context) {
  await toName(context);
  await press(context, next);
  await heading(context, steps.licence);
  await context.userEvent.click(await context.canvas.findByRole('radio', { name: /^Sereno Noche ·/ }));
  await press(context, next);
  await heading(context, steps.address);
}
async function toDevice(context: Context) {
  await toAddress(context);
  await press(context, next);
  await heading(context, steps.location);
  await press(context, next);
  await heading(context, steps.device);
}

/** The geocoder's addresses like the one typed. */
const suggestions = answer('get', '/api/address-suggestions', [
  { address: 'Calle Larios 14', city: 'Málaga', zipCode: '29005', province: 'Málaga' },
  { address: 'Calle Larios 14, 3.º izquierda', city: 'Málaga', zipCode: '29005', province: 'Málaga' },
]);
const customerWorld = [licences, suggestions, ...portfolio({ user: people.customer })];

export const AddressStep: ScreenStory = {
  name: 'Address step, with suggestions',
  tags: ['both-themes'],
  parameters: at('/rooms/new', people.customer, customerWorld),
  play: async (context) => {
    await toAddress(context);
    await context.userEvent.type(await context.canvas.findByRole('textbox', { name: /^(Dirección|Address)/ }), 'Calle Larios 14');
    await context.canvas.findByRole('list', { name: /^(Direcciones parecidas|Similar addresses)/ });
  },
};
export const AddressStepPhoneEnglish: ScreenStory = { ...AddressStep, name: 'Address step, phone, English', tags: [], globals: { ...onPhone, ...inEnglish } };

export const LocationStep: ScreenStory = {
  name: 'Location step, coordinates out of range',
  parameters: at('/rooms/new', people.customer, customerWorld),
  play: async (context) => {
    await toAddress(context);
    await press(context, next);
    await heading(context, steps.location);
    const latitude = (await context.canvas.findAllByLabelText(/^(Latitud|Latitude)/)).find((element) => element.tagName === 'INPUT');
    if (!latitude) throw new Error('no latitude field');
    await context.userEvent.type(latitude, '123');
    await press(context, next);
    await expect(latitude).toHaveAttribute('aria-invalid', 'true');
  },
};

export const DeviceStep: ScreenStory = {
  name: 'Device step',
  parameters: at('/rooms/new', people.customer, customerWorld),
  play: toDevice,
};

const create = /^(Crear la sala|Create the room)$/;
export const Creating: ScreenStory = {
  name: 'Device step: creating',
  parameters: at('/rooms/new', people.customer, [pending('post', '/api/rooms')], customerWorld),
  play: async (context) => {
    await toDevice(context);
    await press(context, create);
  },
};
export const CreateNetworkError: ScreenStory = {
  name: 'Device step: error, network',
  parameters: at('/rooms/new', people.customer, [unreachable('post', '/api/rooms')], customerWorld),
  play: async (context) => {
    await toDevice(context);
    await press(context, create);
    await context.canvas.findByText(/^(Error de conexión|Connection error)$/);
  },
};
export const CreateForbidden: ScreenStory = {
  name: 'Device step: error 403',
  parameters: at('/rooms/new', people.customer, [fail('post', '/api/rooms', 403, 'Forbidden')], customerWorld),
  play: async (context) => {
    await toDevice(context);
    await press(context, create);
    await context.canvas.findByRole('alert');
  },
};

const createdRoom = room(0);
export const Success: ScreenStory = {
  name: 'Success: the room is made',
  tags: ['both-themes'],
  parameters: at('/rooms/new', people.customer, [answer('post', '/api/rooms', { data: { roomId: createdRoom._id } })], customerWorld),
  play: async (context) => {
    await toDevice(context);
    await context.userEvent.type(await context.canvas.findByRole('textbox', { name: /^(Número del dispositivo|Device number)/ }), 'SRN-4101');
    await press(context, create);
    await heading(context, /Ático Malagueta/);
  },
};

/** Every licence used up: the room can only be made with a device. */
const noLicencesLeft = answer('get', '/api/rooms/license/owner/id', {
  licenses: [
    {
      _id: uuid(10, 2),
      activo: true,
      name: 'Sereno Básico',
      family: 'basic',
      serviceContractId: uuid(11, 1),
      serviceContractName: 'Contrato 2026',
      total: 5,
      used: 5,
      available: 0,
    },
  ],
});
export const NoLicences: ScreenStory = {
  name: 'No licences left, customer',
  parameters: at('/rooms/new', people.customer, [noLicencesLeft], portfolio({ user: people.customer })),
  play: async (context) => {
    await toName(context);
    await press(context, next);
    await heading(context, steps.noLicences);
  },
};
export const LicencesLoading: ScreenStory = {
  name: 'Licence step: loading',
  parameters: at('/rooms/new', people.customer, [pending('get', '/api/rooms/license/owner/id')], portfolio({ user: people.customer })),
  play: toName,
};
export const LicencesNetworkError: ScreenStory = {
  name: 'Licence step: error, network',
  parameters: at('/rooms/new', people.customer, [unreachable('get', '/api/rooms/license/owner/id')], portfolio({ user: people.customer })),
  play: async (context) => {
    await toName(context);
    await press(context, next);
    await context.canvas.findByText(/^(Error de conexión|Connection error)$/);
  },
};
export const LicencesLongNames: ScreenStory = {
  name: 'Licence step, very long names',
  parameters: at(
    '/rooms/new',
    longCustomer,
    [
      answer('get', '/api/rooms/license/owner/id', {
        licenses: [
          {
            _id: uuid(10, 9),
            activo: true,
            name: 'Sereno Noche Profesional con atención telefónica las veinticuatro horas y visitas presenciales',
            family: 'night',
            serviceContractId: uuid(11, 9),
            serviceContractName: 'Contrato marco de prestación de servicios de monitorización 2026-2029, anexo II',
            total: 12000,
            used: 11873,
            available: 127,
          },
        ],
      }),
    ],
    portfolio({ user: longCustomer }),
  ),
  play: async (context) => {
    await toName(context);
    await press(context, next);
    await context.canvas.findAllByText(/veinticuatro horas/);
  },
};

// A device for a room the owner already has.
const ownerRooms = answer('get', '/api/rooms/owner/id', { rooms: rooms(8).map(({ _id, name }) => ({ _id, name })) });
export const ExistingRoom: ScreenStory = {
  name: 'Existing room step',
  parameters: at('/rooms/new', people.customer, [ownerRooms], portfolio({ user: people.customer })),
  play: async (context) => {
    await heading(context, firstStep);
    await context.userEvent.click(await context.canvas.findByRole('radio', { name: /^(Asignar un dispositivo|Assign a device)/ }));
    await press(context, next);
    await heading(context, steps.existingRoom);
  },
};
export const ExistingRoomPhoneEnglish: ScreenStory = { ...ExistingRoom, name: 'Existing room step, phone, English', globals: { ...onPhone, ...inEnglish } };

// An administrator chooses the owner first.
export const OwnerStep: ScreenStory = {
  name: 'User step, administrator',
  parameters: at(
    '/rooms/new',
    people.admin,
    [
      answer('get', '/api/users/usernames', {
        hasMore: false,
        usernames: [
          { _id: people.customer._id, username: 'customer' },
          { _id: uuid(6, 6), username: 'customer.picos' },
        ],
      }),
    ],
    portfolio({ user: people.admin }),
  ),
  play: async (context) => {
    await heading(context, firstStep);
    await press(context, next);
    await heading(context, steps.user);
  },
};
