import { getSessionUser, roomsQuery } from '@sereno/api-client';
import { readTableQuery } from '@sereno/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { roomTableQueryOptions, toRoomListQuery } from './roomsListState.ts';

/**
 * The rooms list's route loader: the page's rooms are asked for at once, alongside the page's code,
 * instead of after it has arrived and rendered (a cold load's largest paint waits for both;
 * bench/panel). It does not wait for the answer: the page shows its skeleton and then the rooms, from
 * the same query (same URL, same key), so nothing is fetched twice.
 */
export function prefetchRooms(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs): null => {
    // Without a session the guard sends the visitor to log in; a request now would only answer 401.
    if (!getSessionUser()) return null;
    const table = readTableQuery(new URL(request.url).searchParams, roomTableQueryOptions);
    void queryClient.prefetchQuery(roomsQuery(toRoomListQuery(table)));
    return null;
  };
}
