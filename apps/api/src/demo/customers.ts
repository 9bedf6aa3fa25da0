// The demo's customers: three Spanish rental companies with their contracts and licences (their rooms:
// ./rooms.ts).
import type { Database } from '../platform/database.ts';
import { insertCustomerWithContracts, type NewCustomer } from '../customers/queries.ts';

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
          { name: 'Sereno Sonido', qty: 14, activo: true, family: 'sereno-s1' },
          { name: 'Sereno Humo', qty: 6, activo: true, family: 'sereno-s1' },
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
        licences: [{ name: 'Sereno Sonido', qty: 14, activo: true, family: 'sereno-s1' }],
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
          { name: 'Sereno Sonido', qty: 16, activo: true, family: 'sereno-s1' },
          { name: 'Sereno Sonido Exterior', qty: 2, activo: true, family: 'sereno-s1-outdoor' },
        ],
      },
    ],
  },
];

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
