// A customer with many rooms, made by the demo's administrator through the API (as the onboarding and
// the wizard would), for the settings presets and bulk actions (docs/presets.md). Logs out after.
import { apiClient, logout } from '@sereno/api-client';
import { expect } from 'vitest';
import { demoPassword, logInAs, unique } from './demo.ts';

export interface TestPortfolio {
  username: string;
  customerId: string;
  /** Room ids, by name: "Piso 01", "Piso 02"… */
  rooms: Record<string, string>;
}

/** A new customer with `count` rooms without a device, each on a licence of its contract. */
export async function customerWithRooms(count: number): Promise<TestPortfolio> {
  await logInAs('admin');
  const tag = unique();
  const username = `cartera${tag}`;
  const created = await apiClient().POST('/api/customers', {
    body: {
      customer: { companyName: `Cartera ${tag}` },
      user: { username, email: `${username}@example.com`, name: `Gestora ${tag}`, password: demoPassword },
      serviceContracts: [{ name: 'Contrato', licenses: [{ name: 'Licencia', qty: count }] }],
    },
  });
  expect(created.response.status, JSON.stringify(created.error)).toBe(201);
  const ownerId = created.data?.userId ?? '';
  const rooms: Record<string, string> = {};
  for (let index = 1; index <= count; index++) {
    const name = `Piso ${String(index).padStart(2, '0')}`;
    const room = await apiClient().POST('/api/rooms', { body: { name, ownerId } });
    expect(room.response.status, JSON.stringify(room.error)).toBe(201);
    rooms[name] = room.data?.data.roomId ?? '';
  }
  await logout();
  return { username, customerId: created.data?.customerId ?? '', rooms };
}
