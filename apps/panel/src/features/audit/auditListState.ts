// The audit log's view, kept in the query string (filters, sort, page and page size), and the
// GET /api/audit query it stands for. The days of `from` and `to` are the viewer's: a range of days
// is sent as the moments from the first day's midnight to the midnight after the last, on the
// viewer's clock, so "yesterday to today" holds all of last night. A value the URL holds that the API
// would refuse (a hand-edited action, id or day) is left out rather than sent.
import type { AuditListQuery } from '@sereno/api-client';
import type { DataTableSort, TableQuery, TableQueryOptions } from '@sereno/ui';
import { auditActions, auditTargets } from '@sereno/validation';

export const auditSortKeys = ['at', 'action', 'actorUsername'] as const;

/** Newest first: an operator opens the log to see what just happened. */
export const defaultAuditSort: DataTableSort = { columnId: 'at', direction: 'desc' };

export const auditTableQueryOptions = {
  filterKeys: ['action', 'targetType', 'actorId', 'from', 'to'],
  defaultSort: defaultAuditSort,
} as const satisfies TableQueryOptions;

const oneOf = <T extends string>(options: readonly T[], value: string | undefined): T | undefined => options.find((option) => option === value);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const anId = (value: string | undefined) => (value && uuidPattern.test(value) ? value : undefined);

/** The viewer's midnight that starts the day `yyyy-MM-dd`, `days` later; undefined for no such day. */
function midnightOf(day: string | undefined, days = 0): string | undefined {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!match) return undefined;
  const moment = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return Number.isNaN(moment.getTime()) ? undefined : moment.toISOString();
}

export type AuditFilters = Omit<AuditListQuery, 'offset' | 'limit' | 'sortKey' | 'sortDirection'>;

/** The API's filters for what the URL shows (no page, no sort): the export sends the same. */
export function toAuditFilters(filters: TableQuery['filters']): AuditFilters {
  const entries = {
    action: oneOf(auditActions, filters.action),
    targetType: oneOf(auditTargets, filters.targetType),
    actorId: anId(filters.actorId),
    from: midnightOf(filters.from),
    to: midnightOf(filters.to, 1),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as AuditFilters;
}

/** The API's query for the page the URL shows. */
export function toAuditListQuery({ page, pageSize, sort, filters }: TableQuery): AuditListQuery {
  const sortKey = oneOf(auditSortKeys, sort?.columnId);
  return {
    offset: (page - 1) * pageSize,
    limit: pageSize,
    ...(sortKey ? { sortKey, sortDirection: sort?.direction ?? 'desc' } : {}),
    ...toAuditFilters(filters),
  };
}
