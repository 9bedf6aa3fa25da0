// A booking's guest page link (docs/guest-page.md): GET, POST (issue again) and DELETE (revoke)
// /api/bookings/{id}/guest-page. The page itself is public and served by the API (/g/{token}).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';

export type GuestPageLink = paths['/api/bookings/{id}/guest-page']['get']['responses'][200]['content']['application/json'];

export const guestPageKeys = { link: (bookingId: string) => ['guest-page', bookingId] as const };

export function getGuestPageLink(bookingId: string): Promise<GuestPageLink> {
  return unwrap('/api/bookings/{id}/guest-page', apiClient().GET('/api/bookings/{id}/guest-page', { params: { path: { id: bookingId } } }));
}

export const guestPageLinkQuery = (bookingId: string) => queryOptions({ queryKey: guestPageKeys.link(bookingId), queryFn: () => getGuestPageLink(bookingId) });

/** Issues a new link (the earlier ones stop working). */
export function useIssueGuestPageLink(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap('/api/bookings/{id}/guest-page', apiClient().POST('/api/bookings/{id}/guest-page', { params: { path: { id: bookingId } } })),
    onSuccess: (link) => queryClient.setQueryData(guestPageKeys.link(bookingId), link),
  });
}

/** Revokes the link: the guest's page answers 410 from now on. */
export function useRevokeGuestPageLink(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap('/api/bookings/{id}/guest-page', apiClient().DELETE('/api/bookings/{id}/guest-page', { params: { path: { id: bookingId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestPageKeys.link(bookingId) }),
  });
}
