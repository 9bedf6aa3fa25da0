// The outbox (docs/outbox.md): the emails, SMS and calls the server sent or would have sent, newest
// first, for the staff (admin, controller, fieldServiceAgents); demo mode only. A reset link's token
// shows only in the emails sent to the caller; in the others it reads `********` (`redacted`).
import { queryOptions } from '@tanstack/react-query';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';

export type OutboxQuery = NonNullable<paths['/api/dev/outbox']['get']['parameters']['query']>;
export type OutboxPage = paths['/api/dev/outbox']['get']['responses'][200]['content']['application/json'];
export type OutboxEmail = OutboxPage['emails'][number];
export type OutboxNotification = OutboxPage['notifications'][number];

export function getDevOutbox(query: OutboxQuery = {}): Promise<OutboxPage> {
  return unwrap('/api/dev/outbox', apiClient().GET('/api/dev/outbox', { params: { query }, cache: 'no-store' }));
}

export const outboxKeys = {
  all: ['dev-outbox'] as const,
  page: (query: OutboxQuery) => ['dev-outbox', query] as const,
};

/** What left (or would have left) a moment ago matters: the page asks again every few seconds, and never keeps an old answer. */
export const devOutboxQuery = (query: OutboxQuery = {}) =>
  queryOptions({ queryKey: outboxKeys.page(query), queryFn: () => getDevOutbox(query), staleTime: 0, refetchInterval: 5_000 });
