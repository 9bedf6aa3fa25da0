// The users screen (spec §7 Users): a filtered page of users, one user, and its writes — create,
// change (including deactivate and activate), delete, and an administrator's password change.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';

export type UserListQuery = NonNullable<paths['/api/users']['get']['parameters']['query']>;
export type UserPage = paths['/api/users']['get']['responses'][200]['content']['application/json'];
export type UserListItem = UserPage['users'][number];
export type UserCreateRequest = paths['/api/users']['post']['requestBody']['content']['application/json'];
export type UserUpdateRequest = paths['/api/users/{id}']['put']['requestBody']['content']['application/json'];

/** Every users query starts with `userKeys.all`: a change refreshes the list and the details alike. */
export const userKeys = {
  all: ['users'] as const,
  list: (query: UserListQuery) => ['users', 'list', query] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
  sessions: (id: string) => ['users', 'sessions', id] as const,
};

export function listUsers(query: UserListQuery = {}): Promise<UserPage> {
  return unwrap('/api/users', apiClient().GET('/api/users', { params: { query } }));
}

export const usersQuery = (query: UserListQuery = {}) => queryOptions({ queryKey: userKeys.list(query), queryFn: () => listUsers(query) });

export function getUser(id: string): Promise<UserListItem> {
  return unwrap('/api/users/{id}', apiClient().GET('/api/users/{id}', { params: { path: { id } } }));
}

export const userQuery = (id: string) => queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(id) });

/** POST /api/users: the new user's id (409 USER_ALREADY_EXISTS when the username or email is taken). */
export async function createUser(body: UserCreateRequest): Promise<string> {
  return (await unwrap('/api/users', apiClient().POST('/api/users', { body }))).userId;
}

/** PUT /api/users/{id}: only the fields sent change; `isDisabled` deactivates or activates. */
export function updateUser(id: string, body: UserUpdateRequest): Promise<UserListItem> {
  return unwrap('/api/users/{id}', apiClient().PUT('/api/users/{id}', { params: { path: { id } }, body }));
}

export async function deleteUser(id: string): Promise<void> {
  await unwrap('/api/users/{id}', apiClient().DELETE('/api/users/{id}', { params: { path: { id } } }));
}

function useUsersMutation<Variables, Output>(call: (variables: Variables) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
}

export const useCreateUser = () => useUsersMutation(createUser);
export const useUpdateUser = () => useUsersMutation(({ id, ...body }: UserUpdateRequest & { id: string }) => updateUser(id, body));
/** The deleted user's own queries are not fetched again: they would answer 404 on the page being left. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_output, id) => queryClient.invalidateQueries({ queryKey: userKeys.all, predicate: (query) => !query.queryKey.includes(id) }),
  });
}

export type UserSession = paths['/api/users/{id}/sessions']['get']['responses'][200]['content']['application/json']['sessions'][number];

/** GET /api/users/{id}/sessions: administrators see where and when a person is logged in. */
export async function listUserSessions(id: string): Promise<UserSession[]> {
  return (await unwrap('/api/users/{id}/sessions', apiClient().GET('/api/users/{id}/sessions', { params: { path: { id } }, cache: 'no-store' }))).sessions;
}

export const userSessionsQuery = (id: string) => queryOptions({ queryKey: userKeys.sessions(id), queryFn: () => listUserSessions(id), staleTime: 0 });

/** DELETE /api/users/{id}/sessions: logs every browser of the person out; answers how many. */
export async function endUserSessions(id: string): Promise<number> {
  return (await unwrap('/api/users/{id}/sessions', apiClient().DELETE('/api/users/{id}/sessions', { params: { path: { id } } }))).ended;
}

export function useEndUserSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endUserSessions,
    onSettled: (_ended, _error, id) => queryClient.invalidateQueries({ queryKey: userKeys.sessions(id) }),
  });
}
