import { alarmStatisticsQuery, alarmsQuery, getSessionUser } from '@sereno/api-client';
import { readTableQuery } from '@sereno/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { canSee } from '../../shared/access/screens.ts';
import { alarmTableQueryOptions, toAlarmListQuery, toAlarmStatisticsQuery } from './alarmsListState.ts';

/**
 * The alarms page's route loader: its alarms and statistics are asked for alongside the page's code, as
 * the rooms list does (prefetchRooms.ts); the page reads the same queries, so nothing is fetched twice.
 */
export function prefetchAlarms(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs): null => {
    const user = getSessionUser();
    if (!user || !canSee(user.role, 'alarms')) return null;
    const table = readTableQuery(new URL(request.url).searchParams, alarmTableQueryOptions);
    void queryClient.prefetchQuery(alarmsQuery(toAlarmListQuery(table)));
    void queryClient.prefetchQuery(alarmStatisticsQuery(toAlarmStatisticsQuery(table)));
    return null;
  };
}
