// Owners whose protocols the tests build: a new customer (with its user, the demo password) and its
// rooms, made by the demo's administrator through the API, as the onboarding and the wizard would.
import { apiClient, logout } from '@sereno/api-client';
import { expect } from 'vitest';
import { demoPassword, logInAs, unique } from './demo.ts';

export interface TestOwner {
  ownerId: string;
  username: string;
  /** Room ids by name. */
  rooms: Record<string, string>;
}

/** A customer with rooms `roomNames` (each with a device of its own); logs out after. */
export async function ownerWithRooms(roomNames: readonly string[]): Promise<TestOwner> {
  await logInAs('admin');
  const tag = unique();
  const username = `owner${tag}`;
  const created = await apiClient().POST('/api/customers', {
    body: {
      customer: { companyName: `Alojamientos ${tag}` },
      user: { username, email: `${username}@example.com`, name: `Propietaria ${tag}`, password: demoPassword },
      serviceContracts: [{ name: 'Contrato', licenses: [{ name: 'Licencia', qty: 5 }] }],
    },
  });
  expect(created.response.status, JSON.stringify(created.error)).toBe(201);
  const ownerId = created.data?.userId ?? '';
  const rooms: Record<string, string> = {};
  for (const name of roomNames) {
    const monitorId = `TST-${unique().toUpperCase()}`;
    const device = await apiClient().POST('/api/devices', { body: { monitorId, status: 'active' } });
    expect(device.response.status).toBe(201);
    const room = await apiClient().POST('/api/rooms', { body: { name, monitorId, ownerId } });
    expect(room.response.status, JSON.stringify(room.error)).toBe(201);
    rooms[name] = room.data?.data.roomId ?? '';
  }
  await logout();
  return { ownerId, username, rooms };
}
