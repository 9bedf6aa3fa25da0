import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';
import { setSessionUser, type CurrentUser } from '../session/session-user.ts';
import type { paths } from '../generated/schema.ts';

export type LoginRequest = NonNullable<paths['/api/login']['post']['requestBody']>['content']['application/json'];
export type Configuration = paths['/api/configuration']['get']['responses'][200]['content']['application/json'];

const day = 24 * 60 * 60 * 1000;

export const authKeys = {
  configuration: ['configuration'] as const,
  me: ['me'] as const,
};

export function getConfiguration(): Promise<Configuration> {
  return unwrap('/api/configuration', apiClient().GET('/api/configuration'));
}

export function getMe(): Promise<CurrentUser> {
  return unwrap('/api/me', apiClient().GET('/api/me', { cache: 'no-store' }));
}

export async function login(credentials: LoginRequest): Promise<CurrentUser> {
  return unwrap('/api/login', apiClient().POST('/api/login', { body: credentials }));
}

export async function logout(): Promise<void> {
  await unwrap('/api/logout', apiClient().POST('/api/logout'));
}

/** The environment is read once a day (spec §7: configuration cached 24 hours). */
export const configurationQuery = () => queryOptions({ queryKey: authKeys.configuration, queryFn: getConfiguration, staleTime: day, gcTime: day });

/** Who the session cookie belongs to; also refreshes the stored payload. */
export const meQuery = () =>
  queryOptions({
    queryKey: authKeys.me,
    queryFn: async () => {
      const user = await getMe();
      setSessionUser(user);
      return user;
    },
  });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      setSessionUser(user);
      queryClient.setQueryData(authKeys.me, user);
    },
  });
}

/** Spec §4: logout succeeds only on 204, and then clears the stored payload and every cached answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      setSessionUser(null);
      queryClient.clear();
    },
  });
}
