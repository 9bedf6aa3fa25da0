// One's own account (spec §2 Profile): name, email and alias, the sessions open on it and logging out
// everywhere else, and one's API applications (spec §3 Integrations: custom application keys).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';
import { setSessionUser, type CurrentUser } from '../session/session-user.ts';
import { authKeys } from './auth.ts';

export type ProfileUpdateRequest = paths['/api/profile']['put']['requestBody']['content']['application/json'];
export type AccountSession = paths['/api/profile/sessions']['get']['responses'][200]['content']['application/json']['sessions'][number];
export type UserApplication = paths['/api/users/{userId}/integrations']['get']['responses'][200]['content']['application/json']['integrations'][number];
/** A new application with its key, which the server shows this once. */
export type CreatedUserApplication = paths['/api/users/integrations']['post']['responses'][201]['content']['application/json'];

export const profileKeys = {
  sessions: ['profile', 'sessions'] as const,
  applications: (userId: string) => ['profile', 'applications', userId] as const,
};

export function updateProfile(body: ProfileUpdateRequest): Promise<CurrentUser> {
  return unwrap('/api/profile', apiClient().PUT('/api/profile', { body }));
}

/** The stored user follows the change at once: the navigation shows the new name. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      setSessionUser(user);
      queryClient.setQueryData(authKeys.me, user);
    },
  });
}

export type ProfileLanguageRequest = paths['/api/profile/language']['put']['requestBody']['content']['application/json'];

/** The language of the messages Sereno sends the person (alarm emails, SMS, calls): saved with the panel's own. */
export function updateProfileLanguage(body: ProfileLanguageRequest): Promise<CurrentUser> {
  return unwrap('/api/profile/language', apiClient().PUT('/api/profile/language', { body }));
}

export function useUpdateProfileLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileLanguage,
    onSuccess: (user) => {
      setSessionUser(user);
      queryClient.setQueryData(authKeys.me, user);
    },
  });
}

export type ProfileAlarmLinksRequest = paths['/api/profile/alarm-links']['put']['requestBody']['content']['application/json'];

/** Whether the link of one's alarm emails logs one in, for that one room (docs/alarms.md "Links that log in"). */
export function updateProfileAlarmLinks(body: ProfileAlarmLinksRequest): Promise<CurrentUser> {
  return unwrap('/api/profile/alarm-links', apiClient().PUT('/api/profile/alarm-links', { body }));
}

export function useUpdateProfileAlarmLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileAlarmLinks,
    onSuccess: (user) => {
      setSessionUser(user);
      queryClient.setQueryData(authKeys.me, user);
    },
  });
}

export async function listProfileSessions(): Promise<AccountSession[]> {
  return (await unwrap('/api/profile/sessions', apiClient().GET('/api/profile/sessions', { cache: 'no-store' }))).sessions;
}

export const profileSessionsQuery = () => queryOptions({ queryKey: profileKeys.sessions, queryFn: listProfileSessions, staleTime: 0 });

export async function endOtherProfileSessions(): Promise<void> {
  await unwrap('/api/profile/sessions', apiClient().DELETE('/api/profile/sessions'));
}

export async function endProfileSession(id: string): Promise<void> {
  await unwrap('/api/profile/sessions/{id}', apiClient().DELETE('/api/profile/sessions/{id}', { params: { path: { id } } }));
}

function useChangesSessions<Input>(call: (input: Input) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions }) });
}

export const useEndOtherProfileSessions = () => useChangesSessions(endOtherProfileSessions);
export const useEndProfileSession = () => useChangesSessions(endProfileSession);

export async function listUserApplications(userId: string): Promise<UserApplication[]> {
  return (
    await unwrap('/api/users/{userId}/integrations', apiClient().GET('/api/users/{userId}/integrations', { params: { path: { userId } }, cache: 'no-store' }))
  ).integrations;
}

export const userApplicationsQuery = (userId: string) =>
  queryOptions({ queryKey: profileKeys.applications(userId), queryFn: () => listUserApplications(userId), staleTime: 0 });

export function createUserApplication(applicationName: string): Promise<CreatedUserApplication> {
  return unwrap('/api/users/integrations', apiClient().POST('/api/users/integrations', { body: { applicationName } }));
}

export function renameUserApplication({ id, applicationName }: { id: string; applicationName: string }): Promise<UserApplication> {
  return unwrap('/api/users/integrations/{id}', apiClient().PUT('/api/users/integrations/{id}', { params: { path: { id } }, body: { applicationName } }));
}

export async function deleteUserApplication(id: string): Promise<void> {
  await unwrap('/api/users/integrations/{id}', apiClient().DELETE('/api/users/integrations/{id}', { params: { path: { id } } }));
}

function useChangesApplications<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: ['profile', 'applications'] }) });
}

export const useCreateUserApplication = () => useChangesApplications(createUserApplication);
export const useRenameUserApplication = () => useChangesApplications(renameUserApplication);
export const useDeleteUserApplication = () => useChangesApplications(deleteUserApplication);
