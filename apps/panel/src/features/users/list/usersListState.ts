// The users list's view, kept in the query string (spec §2: filters, sort field and direction, page
// and page size), and the GET /api/users query it stands for.
import type { UserListQuery } from '@sereno/api-client';
import type { DataTableSort, TableQuery, TableQueryOptions } from '@sereno/ui';
import { roles } from '@sereno/validation';

export const userSortKeys = ['username', 'email', 'role', 'createdAt'] as const;
export const userStatuses = ['enabled', 'disabled'] as const;

export const defaultUserSort: DataTableSort = { columnId: 'username', direction: 'asc' };

export const userTableQueryOptions = {
  filterKeys: ['search', 'role', 'status'],
  defaultSort: defaultUserSort,
} as const satisfies TableQueryOptions;

const oneOf = <T extends string>(options: readonly T[], value: string | undefined): T | undefined => options.find((option) => option === value);

/** The API's query for the page the URL shows: a hand-edited value it does not know is left out. */
export function toUserListQuery({ page, pageSize, sort, filters }: TableQuery): UserListQuery {
  const sortKey = oneOf(userSortKeys, sort?.columnId);
  const role = oneOf(roles, filters.role);
  const status = oneOf(userStatuses, filters.status);
  const search = filters.search?.trim();
  return {
    offset: (page - 1) * pageSize,
    limit: pageSize,
    ...(sortKey ? { sortKey, sortDirection: sort?.direction ?? 'asc' } : {}),
    ...(search ? { search } : {}),
    ...(role ? { role } : {}),
    ...(status ? { status } : {}),
  };
}
