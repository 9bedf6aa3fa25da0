// Demo mode only (docs/api.md, "Email"): the emails the server would have sent, newest first. The
// person who asked for a password-reset link on a demo server reads it here, and so do the tests.
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';

export type OutboxPage = paths['/api/dev/outbox']['get']['responses'][200]['content']['application/json'];
export type OutboxEmail = OutboxPage['emails'][number];

export function getDevOutbox(query: NonNullable<paths['/api/dev/outbox']['get']['parameters']['query']> = {}): Promise<OutboxPage> {
  return unwrap('/api/dev/outbox', apiClient().GET('/api/dev/outbox', { params: { query }, cache: 'no-store' }));
}
