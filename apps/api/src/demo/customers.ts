// The demo's customers: three Spanish rental companies with their contracts and licences, and the
// first one's rooms (owned by the demo customer account, managed by the demo manager).
import type { Database } from '../platform/database.ts';
import { insertCustomerWithContracts, type NewCustomer } from '../customers/queries.ts';
import { insertRooms } from '../rooms/service.ts';

type CustomerValues = NewCustomer;
interface DemoLicence {
  name: string;
  qty: number;
  activo: boolean;
  family: string;
}
interface DemoCustomer {
  customer: CustomerValues;
  contracts: { name: string; signedAt: Date; licences: DemoLicence[] }[];
}

export const demoCustomers: readonly DemoCustomer[] = [
  {
    customer: {
      name: 'Apartamentos Brisa del Mar S.L.',
      alias: 'Brisa del Mar',
      contact: 'Carmen Ruiz',
      email: 'facturacion@brisadelmar.example.com',
      phone: '+34952123456',
      vat: 'B29876543',
      iban: 'ES9121000418450200051332',
      address: 'Paseo Marítimo Pablo Ruiz Picasso, 12',
      city: 'Málaga',
      state: 'Málaga',
      country: 'España',
      zipcode: '29016',
      reportsEmail: 'carmen.ruiz@brisadelmar.example.com,operaciones@brisadelmar.example.com',
      reportsPhone: '+34600111222',
      reportsPhoneSMS: '+34600111222',
      disconnectionNotificationEnabled: true,
      origin: 'Feria FITUR 2025',
      annotations: 'Prefiere que las llamadas nocturnas vayan primero al gestor de guardia.',
      thirdPartyServices: ['Guesty'],
    },
    contracts: [
      {
        name: 'Contrato 2026',
        signedAt: new Date('2026-01-12T10:00:00Z'),
        licences: [
          { name: 'Sereno Sonido', qty: 8, activo: true, family: 'sereno-s1' },
          { name: 'Sereno Humo', qty: 4, activo: true, family: 'sereno-s1' },
        ],
      },
      {
        name: 'Piloto 2025',
        signedAt: new Date('2025-04-01T10:00:00Z'),
        licences: [{ name: 'Sereno Sonido (piloto)', qty: 2, activo: false, family: 'sereno-s1' }],
      },
    ],
  },
  {
    customer: {
      name: 'Casas Rurales Picos Verdes S.L.',
      alias: 'Picos Verdes',
      contact: 'Iñaki Etxeberria',
      email: 'administracion@picosverdes.example.com',
      phone: '+34985234567',
      vat: 'B33123987',
      address: 'Calle Mayor, 3',
      city: 'Cangas de Onís',
      state: 'Asturias',
      country: 'España',
      zipcode: '33550',
      reportsEmail: 'avisos@picosverdes.example.com',
      thirdPartyServices: ['Avantio'],
    },
    contracts: [
      {
        name: 'Contrato anual 2026',
        signedAt: new Date('2026-02-03T10:00:00Z'),
        licences: [{ name: 'Sereno Sonido', qty: 5, activo: true, family: 'sereno-s1' }],
      },
    ],
  },
  {
    customer: {
      name: 'Lofts La Galería Barcelona S.L.',
      alias: 'La Galería',
      contact: 'Núria Puig',
      email: 'comptabilitat@lagaleria.example.com',
      phone: '+34934567890',
      vat: 'B66554433',
      address: 'Carrer de Provença, 281',
      city: 'Barcelona',
      state: 'Barcelona',
      country: 'España',
      zipcode: '08037',
      reportsEmail: 'nit@lagaleria.example.com',
      reportsPhone: '+34611222333,+34611222444',
      thirdPartyServices: ['Kross'],
    },
    contracts: [
      {
        name: 'Contrato 2026',
        signedAt: new Date('2025-12-18T10:00:00Z'),
        licences: [
          { name: 'Sereno Sonido', qty: 12, activo: true, family: 'sereno-s1' },
          { name: 'Sereno Sonido Exterior', qty: 2, activo: true, family: 'sereno-s1-outdoor' },
        ],
      },
    ],
  },
];

/** The first customer's rooms: which licence line each holds, by the line's name. */
export const demoRooms = [
  // The party flat of the demo (POST /api/dev/party/{roomId}): alarms all day, the guest called first, SMS to the host.
  {
    name: 'Ático Malagueta',
    address: 'Calle Vélez-Málaga, 5, 7ºA, 29016 Málaga',
    monitorId: 'SRN-0001',
    phone: '+34600111222',
    phoneSMS: '+34600111222',
    notifyGuest: true,
    sendNoiseSMSNotification: true,
    noiseSettings: { sensitivity: 'normal', from: '22:00', to: '08:00', allDay: true, sustainMinutes: 5 },
    licence: 'Sereno Sonido',
  },
  { name: 'Estudio Soho', address: 'Calle Tomás Heredia, 18, 2ºB, 29001 Málaga', monitorId: 'SRN-0002', phone: '+34600111222', licence: 'Sereno Sonido' },
  { name: 'Casa Pedregalejo', address: 'Calle Bolivia, 77, 29017 Málaga', monitorId: 'SRN-0003', phone: '+34600111222', licence: 'Sereno Humo' },
  { name: 'Loft Centro Histórico', address: 'Calle Granada, 40, 3º, 29015 Málaga', monitorId: null, phone: null, licence: 'Sereno Sonido' },
] as const;

/** Inserts the three customers with their contracts; returns the customers' ids, in order, and each licence's id by customer and name. */
export async function seedDemoCustomers(
  tx: Database,
): Promise<{ customerIds: string[]; licenceIds: Map<string, { licenceId: string; contractId: string }>[] }> {
  const customerIds: string[] = [];
  const licenceIds: Map<string, { licenceId: string; contractId: string }>[] = [];
  for (const { customer, contracts } of demoCustomers) {
    const { id, lines } = await insertCustomerWithContracts(tx, customer, contracts);
    customerIds.push(id);
    licenceIds.push(lines);
  }
  return { customerIds, licenceIds };
}

/** The first customer's rooms, owned by `ownerId` and managed by `managerId`. */
export async function seedDemoRooms(
  tx: Database,
  { ownerId, managerId, licenceIds }: { ownerId: string; managerId: string; licenceIds: Map<string, { licenceId: string; contractId: string }> },
): Promise<void> {
  await insertRooms(
    tx,
    demoRooms.map(({ licence, ...room }) => {
      const line = licenceIds.get(licence);
      return { ...room, ownerId, managerId, licenseId: line?.licenceId, serviceContractId: line?.contractId };
    }),
  );
}
