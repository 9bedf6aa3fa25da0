// The users page's data: the staff and the customers' accounts, and the filters of GET /api/users
// (search, role, enabled or disabled) applied as the server applies them.
import type { HttpHandler } from 'msw';
import { answer, type Asked, type SuccessBody } from './api.ts';
import { customerId, fromNow, uuid } from './fixtures.ts';

export type UserPage = SuccessBody<'/api/users', 'get'>;
export type User = UserPage['users'][number];

const accounts = [
  ['admin', 'Ana Admin', 'admin'],
  ['controller', 'Carlos Control', 'controller'],
  ['agent', 'Álvaro Agente', 'fieldServiceAgents'],
  ['manager', 'Marta Gestora', 'manager'],
  ['manufacturer', 'Fábrica Levante', 'manufacturer'],
  ['customer', 'Brisa del Mar', 'customer'],
  ['customer.picos', 'Casitas de los Picos', 'customer'],
] as const;

export function user(n: number, overrides: Partial<User> = {}): User {
  const [username, name, role] = accounts[n % accounts.length] ?? accounts[0];
  const suffix = n < accounts.length ? '' : `.${Math.floor(n / accounts.length)}`;
  return {
    _id: uuid(6, n),
    username: `${username}${suffix}`,
    name,
    email: `${username}${suffix}@sereno.example`,
    role,
    isDisabled: n % 8 === 7,
    ...(role === 'customer' ? { customerId } : {}),
    createdAt: fromNow(-(400 - n) * 86_400_000),
    ...overrides,
  };
}

export const users = (count: number): User[] => Array.from({ length: count }, (_, n) => user(n));

export const longUser = (n: number) =>
  user(n, {
    _id: uuid(6, 1000 + n),
    username: `maria.de.los.angeles.fernandez-villaverde.${n}`,
    name: 'María de los Ángeles Fernández-Villaverde y Rodríguez de la Concepción',
    email: 'maria.de.los.angeles.fernandez-villaverde@apartamentos-turisticos-costa-del-sol.example',
  });

function usersAsked(list: User[], { query }: Asked): UserPage {
  const search = query.get('search')?.toLowerCase();
  const role = query.get('role');
  const status = query.get('status');
  const found = list.filter(
    (one) =>
      (!search || `${one.username} ${one.name} ${one.email}`.toLowerCase().includes(search)) &&
      (role === null || one.role === role) &&
      (status === null || one.isDisabled === (status === 'disabled')),
  );
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 25);
  return { users: found.slice(offset, offset + limit), totalUsers: found.length, totalPages: Math.max(1, Math.ceil(found.length / limit)) };
}

/** The users list. */
export const accountsList = (list: User[]): HttpHandler[] => [answer('get', '/api/users', (asked) => usersAsked(list, asked))];
