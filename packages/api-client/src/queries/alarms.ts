// The alarms page and the dashboard's active alarms (spec §7 Alarms): a filtered page of alarms, the
// statistics (last 7 days, last 30 days, total), resolve and acknowledge, and the CSV export's address.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiBaseUrl, apiClient } from '../http/default-client.ts';
import { roomKeys } from './rooms.ts';

export type AlarmListQuery = NonNullable<paths['/api/alarms/paginated']['get']['parameters']['query']>;
export type AlarmPage = paths['/api/alarms/paginated']['get']['responses'][200]['content']['application/json'];
export type AlarmListItem = AlarmPage['alarms'][number];
export type AlarmStatisticsQuery = NonNullable<paths['/api/alarms/statistics']['get']['parameters']['query']>;
export type AlarmStatistics = paths['/api/alarms/statistics']['get']['responses'][200]['content']['application/json'];
/** Who was told of an alarm and where each notification stands, and the guest the room had then. */
export type AlarmTrail = paths['/api/alarms/{id}/trail']['get']['responses'][200]['content']['application/json'];
export type AlarmTrailNotification = AlarmTrail['notifications'][number];
export type AlarmHandling = AlarmTrail['handling'][number];
export type AlarmStay = NonNullable<AlarmTrail['stay']>;
export type AlarmExportQuery = NonNullable<paths['/api/alarms/export.csv']['get']['parameters']['query']>;
/** Why the person resolved an alarm, and a note: both optional. */
export type AlarmResolution = NonNullable<paths['/api/alarms/{id}/resolve']['post']['requestBody']>['content']['application/json'] & {};

/**
 * Every alarms query starts with `alarmKeys.all`, as the room detail's alarms do (`roomDetailKeys.alarms`):
 * invalidating it refreshes the page, the statistics, the dashboard's count and an open room's alarms.
 */
export const alarmKeys = {
  all: ['alarms'] as const,
  list: (query: AlarmListQuery) => ['alarms', 'list', query] as const,
  statistics: (query: AlarmStatisticsQuery) => ['alarms', 'statistics', query] as const,
  activeCount: ['alarms', 'count', 'active'] as const,
  trail: (alarmId: string) => ['alarms', 'trail', alarmId] as const,
};

export function listAlarms(query: AlarmListQuery = {}): Promise<AlarmPage> {
  return unwrap('/api/alarms/paginated', apiClient().GET('/api/alarms/paginated', { params: { query } }));
}

export const alarmsQuery = (query: AlarmListQuery = {}) => queryOptions({ queryKey: alarmKeys.list(query), queryFn: () => listAlarms(query) });

export function getAlarmStatistics(query: AlarmStatisticsQuery = {}): Promise<AlarmStatistics> {
  return unwrap('/api/alarms/statistics', apiClient().GET('/api/alarms/statistics', { params: { query } }));
}

export const alarmStatisticsQuery = (query: AlarmStatisticsQuery = {}) =>
  queryOptions({ queryKey: alarmKeys.statistics(query), queryFn: () => getAlarmStatistics(query) });

/**
 * The query of "the active alarms": every one not yet resolved, whether or not it notified someone (an
 * alarm nobody was told of is the one most worth seeing). The dashboard counts it and links to it.
 */
export const activeAlarmsListQuery = { state: 'active', showAll: 'true' } as const satisfies AlarmListQuery;

/** How many active alarms the caller sees: the total of a one-row page. */
export const activeAlarmCountQuery = () =>
  queryOptions({ queryKey: alarmKeys.activeCount, queryFn: async () => (await listAlarms({ ...activeAlarmsListQuery, limit: 1 })).totalAlarms });

export function getAlarmTrail(alarmId: string): Promise<AlarmTrail> {
  return unwrap('/api/alarms/{id}/trail', apiClient().GET('/api/alarms/{id}/trail', { params: { path: { id: alarmId } } }));
}

/**
 * An alarm's trail. Deliveries change with no event (the worker sends them), so an open trail asks
 * again every `refreshMs` (default 10 s) until its last notification has settled.
 */
export const alarmTrailQuery = (alarmId: string, refreshMs = 10_000) =>
  queryOptions({
    queryKey: alarmKeys.trail(alarmId),
    queryFn: () => getAlarmTrail(alarmId),
    refetchInterval: (query) =>
      query.state.data?.notifications.every((notification) => notification.status === 'sent' || notification.status === 'failed') ? false : refreshMs,
  });

/** The file formats of the list exports: CSV (UTF-8 with a byte-order mark) and an Excel workbook. */
export type ExportFormat = 'csv' | 'xlsx';

/** GET /api/alarms/export.csv (or .xlsx) with the list's filters, as an address a link downloads. */
export function alarmsExportUrl(query: AlarmExportQuery = {}, format: ExportFormat = 'csv'): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
  const text = search.toString();
  return `${apiBaseUrl()}/api/alarms/export.${format}${text ? `?${text}` : ''}`;
}

/** POST /api/alarms/{id}/resolve, with why and a note when given: the alarm as resolved; a 409 when it already was. */
export function resolveAlarm(alarmId: string, resolution: AlarmResolution = {}): Promise<AlarmListItem> {
  return unwrap('/api/alarms/{id}/resolve', apiClient().POST('/api/alarms/{id}/resolve', { params: { path: { id: alarmId } }, body: resolution }));
}

/** POST /api/alarms/{id}/acknowledge: the alarm, with who saw it first and when. */
export function acknowledgeAlarm(alarmId: string): Promise<AlarmListItem> {
  return unwrap('/api/alarms/{id}/acknowledge', apiClient().POST('/api/alarms/{id}/acknowledge', { params: { path: { id: alarmId } } }));
}

/**
 * A change of an alarm refreshes every alarms query and the rooms' (a room's noise alert and active
 * alarms follow its alarms). A refusal refreshes them too: a 409 means the page showed a stale state.
 */
function useAlarmMutation<Variables>(call: (variables: Variables) => Promise<AlarmListItem>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: alarmKeys.all }), queryClient.invalidateQueries({ queryKey: roomKeys.all })]);
    },
  });
}

/** Its variables: the alarm's id, and why and a note when the person gave them. */
export const useResolveAlarm = () => useAlarmMutation(({ alarmId, ...resolution }: { alarmId: string } & AlarmResolution) => resolveAlarm(alarmId, resolution));
export const useAcknowledgeAlarm = () => useAlarmMutation(acknowledgeAlarm);
