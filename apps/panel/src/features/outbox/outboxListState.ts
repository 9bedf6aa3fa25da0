// The outbox page's view, kept in the query string (spec §2: list pages keep their filters, page and
// page size there): which list (`view`), only the failures (`failures=true`), the page and its size.
import type { OutboxQuery } from '@sereno/api-client';
import type { TableQuery, TableQueryOptions } from '@sereno/ui';

export const outboxViews = ['notifications', 'emails'] as const;
export type OutboxView = (typeof outboxViews)[number];

export const outboxTableQueryOptions = { filterKeys: ['view', 'failures'] } as const satisfies TableQueryOptions;

/** Whether only the failures are shown: what a provider refused, for good or until the next try. */
export const onlyFailuresOf = (filters: TableQuery['filters']): boolean => filters.failures === 'true';

export const outboxViewOf = (filters: TableQuery['filters']): OutboxView => outboxViews.find((view) => view === filters.view) ?? 'notifications';

/** GET /api/dev/outbox pages both lists alike: the page of the list shown. */
export const toOutboxQuery = ({ page, pageSize, filters }: TableQuery): OutboxQuery => ({
  offset: (page - 1) * pageSize,
  limit: pageSize,
  ...(onlyFailuresOf(filters) ? { onlyFailures: 'true' as const } : {}),
});
