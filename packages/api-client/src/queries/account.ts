// The account calls around logging in (spec §7 Auth): register, the password reset by email, the
// login links, and changing one's password.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';
import { setSessionUser, type CurrentUser } from '../session/session-user.ts';
import { authKeys } from './auth.ts';

type Body<Path extends keyof paths, Method extends 'post' | 'put'> =
  NonNullable<NonNullable<paths[Path][Method]> extends { requestBody?: infer B } ? B : never> extends { content: { 'application/json': infer J } } ? J : never;

export type RegisterRequest = Body<'/api/register', 'post'>;
export type NewPasswordRequest = Body<'/api/new-password', 'post'>;
export type PasswordChangeRequest = Body<'/api/users/password/{id}', 'put'>;

export function register(body: RegisterRequest): Promise<CurrentUser> {
  return unwrap('/api/register', apiClient().POST('/api/register', { body }));
}

/** Always answers the same, whether or not the email has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await unwrap('/api/reset-password', apiClient().POST('/api/reset-password', { body: { email } }));
}

/** The email a reset link belongs to; RESET_PASSWORD_LINK_ERROR when the link is invalid or expired. */
export async function getResetLinkEmail(token: string, email?: string): Promise<string> {
  const answer = await unwrap(
    '/api/users/token/{token}',
    apiClient().GET('/api/users/token/{token}', { params: { path: { token }, query: email ? { email } : {} } }),
  );
  return answer.email;
}

/** The check of a reset link before its form is shown; never cached, as a link lives one hour and is spent once. */
export const resetLinkQuery = (token: string, email?: string) =>
  queryOptions({ queryKey: ['reset-link', token, email ?? ''] as const, queryFn: () => getResetLinkEmail(token, email), staleTime: 0, gcTime: 0 });

export async function setNewPassword(body: NewPasswordRequest): Promise<void> {
  await unwrap('/api/new-password', apiClient().POST('/api/new-password', { body }));
}

export function autoLogin(hash: string): Promise<CurrentUser> {
  return unwrap('/api/auto-login', apiClient().POST('/api/auto-login', { body: { hash } }));
}

export async function changePassword(userId: string, body: PasswordChangeRequest): Promise<void> {
  await unwrap('/api/users/password/{id}', apiClient().PUT('/api/users/password/{id}', { params: { path: { id: userId } }, body }));
}

/** Register and auto-login start a session, like login: the user is stored and cached. */
function useStartsSession<Input>(call: (input: Input) => Promise<CurrentUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (user) => {
      setSessionUser(user);
      queryClient.setQueryData(authKeys.me, user);
    },
  });
}

export const useRegister = () => useStartsSession(register);
export const useAutoLogin = () => useStartsSession(autoLogin);
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useSetNewPassword = () => useMutation({ mutationFn: setNewPassword });
export const useChangePassword = () =>
  useMutation({ mutationFn: ({ userId, ...body }: PasswordChangeRequest & { userId: string }) => changePassword(userId, body) });
