// Demo mode only (docs/api.md, "Email"): the emails the server would have sent, newest first, for
// the staff (admin, controller, fieldServiceAgents). A reset link's token shows only in the emails
// sent to the caller; in the others it reads `********` (`redacted`).
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';

export type OutboxPage = paths['/api/dev/outbox']['get']['responses'][200]['content']['application/json'];
export type OutboxEmail = OutboxPage['emails'][number];

export function getDevOutbox(query: NonNullable<paths['/api/dev/outbox']['get']['parameters']['query']> = {}): Promise<OutboxPage> {
  return unwrap('/api/dev/outbox', apiClient().GET('/api/dev/outbox', { params: { query }, cache: 'no-store' }));
}
