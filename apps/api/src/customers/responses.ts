// The customer as the API answers it (spec §3 Customer), and its rooms and contracts. Absent values
// are left out rather than sent as null, as for users.
import { languages, type Language } from '@sereno/validation';
import { z } from 'zod';
import { roomStatus, roomStatuses } from '../rooms/status.ts';
import type { RoomRow } from '../rooms/service.ts';
import type { ContractWithLicences } from './licences.ts';
import type { CustomerRow } from '../db/schema/customers.ts';

const licenceSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  qty: z.int().nonnegative().describe('How many rooms the licence covers'),
  activo: z.boolean().describe('Whether the licence is in force'),
  family: z.string().describe('The device family the licence is for'),
});

const contractSchema = z.object({ _id: z.uuid(), name: z.string(), licenses: z.array(licenceSchema) }).meta({ id: 'ServiceContract' });

const optional = z.string().optional();
export const customerResponseSchema = z
  .object({
    _id: z.uuid(),
    companyName: z.string(),
    contact: optional,
    alias: optional,
    email: optional.describe('The billing email'),
    phone: optional,
    vat: optional,
    iban: optional,
    address: optional,
    city: optional,
    state: optional,
    country: optional,
    zipcode: optional,
    reportsEmail: optional.describe('Comma-separated emails that receive the reports'),
    reportsPhone: optional.describe('Comma-separated phones called with the reports'),
    reportsPhoneSMS: optional.describe('Comma-separated phones that receive the reports by SMS'),
    language: z.enum(languages).optional().describe('The language of the messages to the report contacts (and its people without one); absent: Spanish'),
    disconnectionNotificationEnabled: z.boolean(),
    origin: optional.describe('Staff only: where the customer came from'),
    annotations: optional.describe("Staff only: Sereno's note about the customer"),
    thirdPartyServices: z.array(z.string()),
    serviceContracts: z.array(contractSchema),
    smsActivated: z.boolean().describe("Whether the SMS provider has activated the customer's sender (PUT /customers/{id}/sms-activation)"),
  })
  .meta({ id: 'Customer' });
export type CustomerResponse = z.infer<typeof customerResponseSchema>;

const customerRoomSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    address: optional,
    monitorId: optional.describe('The device watching the room; absent without one'),
    phone: optional,
    status: z.enum(roomStatuses),
    licenseId: z.uuid().optional(),
    serviceContractId: z.uuid().optional(),
  })
  .meta({ id: 'CustomerRoom' });

export const customerWithRoomsSchema = z.object({ customer: customerResponseSchema, rooms: z.array(customerRoomSchema) }).meta({ id: 'CustomerWithRooms' });

const licenceUsageSchema = licenceSchema.extend({
  used: z.int().nonnegative().describe('Live rooms holding the licence'),
  total: z.int().nonnegative().describe('The licence quantity'),
  available: z.int().nonnegative().describe('Rooms that may still take it: none while inactive'),
});
export const serviceContractUsageSchema = z
  .object({ _id: z.uuid(), name: z.string(), licenses: z.array(licenceUsageSchema) })
  .meta({ id: 'ServiceContractUsage' });
export const serviceContractsSchema = z.object({ serviceContracts: z.array(serviceContractUsageSchema) }).meta({ id: 'ServiceContracts' });

const isLanguage = (value: string | null): value is Language => (languages as readonly (string | null)[]).includes(value);

/** Keeps the keys whose value is not null. */
function present<Row extends Record<string, unknown>>(row: Row): { [Key in keyof Row]: Exclude<Row[Key], null> | undefined } {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)) as { [Key in keyof Row]: Exclude<Row[Key], null> | undefined };
}

export function toCustomer(
  row: CustomerRow,
  contracts: readonly ContractWithLicences[],
  { staffFields, smsActivated }: { staffFields: boolean; smsActivated: boolean },
): CustomerResponse {
  const { id, name, createdAt: _createdAt, origin, annotations, disconnectionNotificationEnabled, thirdPartyServices, language, ...texts } = row;
  return {
    _id: id,
    companyName: name,
    ...present(texts),
    ...(isLanguage(language) ? { language } : {}),
    disconnectionNotificationEnabled,
    thirdPartyServices,
    ...(staffFields ? present({ origin, annotations }) : {}),
    smsActivated,
    serviceContracts: contracts.map((contract) => ({
      _id: contract.id,
      name: contract.name,
      licenses: contract.licences.map(({ id: licenceId, name: licenceName, qty, activo, family }) => ({
        _id: licenceId,
        name: licenceName,
        qty,
        activo,
        family,
      })),
    })),
  };
}

export const toCustomerRoom = (room: RoomRow, now: Date): z.infer<typeof customerRoomSchema> => ({
  _id: room.id,
  name: room.name,
  ...present({ address: room.address, monitorId: room.monitorId, phone: room.phone, licenseId: room.licenseId, serviceContractId: room.serviceContractId }),
  status: roomStatus(room, now),
});

export const toContractUsage = (contract: ContractWithLicences): z.infer<typeof serviceContractUsageSchema> => ({
  _id: contract.id,
  name: contract.name,
  licenses: contract.licences.map(({ id, name, qty, activo, family, used, total, available }) => ({
    _id: id,
    name,
    qty,
    activo,
    family,
    used,
    total,
    available,
  })),
});
