import { eq, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.ts';
import { users } from '../db/schema/users.ts';
import type { OpenDatabase } from './database.ts';
import { listPage, type PageRequest } from './lists.ts';

let database: OpenDatabase;

/** Seven managers and five customers, named in username order. */
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(users).values(
    Array.from({ length: 12 }, (_, index) => ({
      username: `persona${String(index).padStart(2, '0')}`,
      email: `persona${index}@ejemplo.es`,
      name: `Persona ${index}`,
      role: index < 7 ? ('manager' as const) : ('customer' as const),
      passwordHash: 'not-a-hash',
    })),
  );
});
afterAll(() => database.close());

const allColumns = () => database.db.select().from(users).$dynamic();

const usersPage = <Select extends PgSelect = ReturnType<typeof allColumns>>(where: SQL | undefined, page: Partial<PageRequest<'username'>>, select?: Select) =>
  listPage(database.db, {
    select: select ?? (allColumns() as unknown as Select),
    table: users,
    where,
    sortColumns: { username: users.username },
    defaultSort: 'username',
    tieBreaker: users.id,
    page: { sortDirection: 'asc', offset: 0, limit: 5, ...page },
  });

describe('listPage', () => {
  it('answers a page and the count of every row the filter keeps, with rows as the select shapes them', async () => {
    const managers = await usersPage(eq(users.role, 'manager'), { offset: 5 });
    expect(managers.items.map((user) => user.username)).toEqual(['persona05', 'persona06']);
    expect(managers).toMatchObject({ total: 7, totalPages: 2 });
    // The count travels in the page's statement, but never reaches the rows.
    expect(managers.items[0]).not.toHaveProperty('sereno_list_total');
    expect(managers.items[0]).toMatchObject({ role: 'manager', email: 'persona5@ejemplo.es', passwordHash: 'not-a-hash' });
  });

  it('knows the total of a page past the end, and of a filter that keeps nothing', async () => {
    expect(await usersPage(eq(users.role, 'customer'), { offset: 10 })).toEqual({ items: [], total: 5, totalPages: 1 });
    expect(await usersPage(eq(users.role, 'admin'), {})).toEqual({ items: [], total: 0, totalPages: 0 });
  });

  it('counts with the select’s own fields and without a filter', async () => {
    const page = await usersPage(undefined, { sortDirection: 'desc', limit: 10 }, database.db.select({ username: users.username }).from(users).$dynamic());
    expect(page.items).toEqual(Array.from({ length: 10 }, (_, index) => ({ username: `persona${String(11 - index).padStart(2, '0')}` })));
    expect(page).toMatchObject({ total: 12, totalPages: 2 });
  });

  it('refuses a select that already served a list, rather than answer with a stale count', async () => {
    const select = database.db.select().from(users).$dynamic();
    await usersPage(undefined, {}, select);
    await expect(usersPage(undefined, {}, select)).rejects.toThrow(/fresh select/);
  });
});
