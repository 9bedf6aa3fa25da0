// A customer's record as the user details page reads it: the user (GET /api/users/{id}), its
// customer with the rooms it owns (GET /api/customers/user/{userId}) and its service contracts with
// what each licence has used (GET /api/customers/service-contracts/user).
import type { HttpHandler } from 'msw';
import { sessions } from './account.ts';
import { answer, type SuccessBody } from './api.ts';
import { customerId, longRoom, rooms, uuid } from './fixtures.ts';
import { longUser, user, type User } from './users.ts';

export type CustomerWithRooms = SuccessBody<'/api/customers/user/{userId}', 'get'>;
export type Customer = CustomerWithRooms['customer'];
export type ContractUsage = SuccessBody<'/api/customers/service-contracts/user', 'get'>['serviceContracts'][number];

/** The customer's user (the demo's `customer`) and a member of staff without a customer. */
export const customerUser: User = { ...user(5), annotations: 'Prefiere que la llamen por la mañana.' };
export const staffUser: User = user(2);

const licences = [
  { _id: uuid(10, 1), activo: true, family: 'night', name: 'Sereno Noche', qty: 20, total: 20, used: 12, available: 8 },
  { _id: uuid(10, 2), activo: true, family: 'basic', name: 'Sereno Básico', qty: 5, total: 5, used: 5, available: 0 },
  { _id: uuid(10, 3), activo: false, family: 'night', name: 'Sereno Noche (2025)', qty: 10, total: 10, used: 0, available: 10 },
];
export const contracts: ContractUsage[] = [{ _id: uuid(11, 1), name: 'Contrato 2026', licenses: licences }];

export function customer(overrides: Partial<Customer> = {}): Customer {
  return {
    _id: customerId,
    companyName: 'Brisa del Mar Apartamentos S.L.',
    contact: 'Lucía Martín',
    alias: 'Brisa del Mar',
    email: 'hola@brisadelmar.example',
    phone: '+34 952 000 111',
    vat: 'B12345678',
    iban: 'ES91 2100 0418 4502 0005 1332',
    address: 'Calle Alcazabilla 1',
    zipcode: '29015',
    city: 'Málaga',
    state: 'Málaga',
    country: 'ES',
    reportsEmail: 'informes@brisadelmar.example,direccion@brisadelmar.example',
    reportsPhone: '+34600000002',
    reportsPhoneSMS: '+34600000003',
    disconnectionNotificationEnabled: true,
    smsActivated: false,
    origin: 'Feria FITUR 2025',
    annotations: 'Cliente desde 2024; renovación en enero.',
    thirdPartyServices: ['guesty'],
    serviceContracts: contracts.map(({ _id, name, licenses }) => ({
      _id,
      name,
      licenses: licenses.map(({ _id, activo, family, name, qty }) => ({ _id, activo, family, name, qty })),
    })),
    ...overrides,
  };
}

const ownRooms = (count: number): CustomerWithRooms['rooms'] =>
  rooms(count).map(({ _id, name, address, monitorId, status }) => ({
    _id,
    name,
    address,
    monitorId,
    status,
    licenseId: uuid(10, 1),
    serviceContractId: uuid(11, 1),
  }));

/** The details page of `shown`, its customer `record` (with `roomCount` rooms) and `contractList`. */
export function userRecord(shown: User, record: Customer = customer(), roomCount = 6, contractList: ContractUsage[] = contracts): HttpHandler[] {
  return [
    ...personSessions,
    answer('get', '/api/users/{id}', shown),
    answer('get', '/api/customers/user/{userId}', { customer: record, rooms: ownRooms(roomCount) }),
    answer('get', '/api/customers/service-contracts/user', { serviceContracts: contractList }),
  ];
}

/** The sessions open on the person's account, which administrators see and can end. */
const personSessions = [answer('get', '/api/users/{id}/sessions', { sessions: sessions(2) })];

const veryLong = 'Apartamentos Turísticos Costa del Sol y Serranía de Ronda, Sociedad Limitada Unipersonal';
/** The longest names and values the record must survive. */
export function longUserRecord(): HttpHandler[] {
  const shown = { ...longUser(0), role: 'customer' as const, customerId, annotations: 'Anotación muy larga. '.repeat(20).trim() };
  const { _id, name, address, monitorId, status } = longRoom(0);
  return [
    ...personSessions,
    answer('get', '/api/users/{id}', shown),
    answer('get', '/api/customers/user/{userId}', {
      customer: customer({
        companyName: veryLong,
        contact: 'María de los Ángeles Fernández-Villaverde y Rodríguez de la Concepción',
        email: 'maria.de.los.angeles.fernandez-villaverde@apartamentos-turisticos-costa-del-sol.example',
        address: 'Avenida de Andalucía, esquina con Calle Doctor Manuel Pérez Bryan, número 127, edificio Mirador del Puerto',
        reportsEmail: Array.from({ length: 6 }, (_, n) => `informes.${n}@apartamentos-turisticos-costa-del-sol.example`).join(','),
      }),
      rooms: [{ _id, name, address, monitorId, status }, ...ownRooms(2)],
    }),
    answer('get', '/api/customers/service-contracts/user', {
      serviceContracts: [
        {
          _id: uuid(11, 9),
          name: `Contrato marco de prestación de servicios de monitorización ${veryLong}`,
          licenses: licences.map((one) => ({ ...one, total: 12000, used: 11873, available: 127 })),
        },
      ],
    }),
  ];
}
