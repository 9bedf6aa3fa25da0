// The audit log (administrators only, docs/permissions.md `audit.read`): a filtered page of the writes
// made through the API, who made each, when, from where and to what.
import { queryOptions } from '@tanstack/react-query';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';

export type AuditListQuery = NonNullable<paths['/api/audit']['get']['parameters']['query']>;
export type AuditPage = paths['/api/audit']['get']['responses'][200]['content']['application/json'];
export type AuditEntry = AuditPage['entries'][number];
export type AuditAction = AuditEntry['action'];
export type AuditTargetType = AuditEntry['targetType'];

export const auditKeys = {
  all: ['audit'] as const,
  list: (query: AuditListQuery) => ['audit', 'list', query] as const,
};

export function listAudit(query: AuditListQuery = {}): Promise<AuditPage> {
  return unwrap('/api/audit', apiClient().GET('/api/audit', { params: { query } }));
}

/** The log is read as it is now: every write adds to it, so a page is not kept as fresh. */
export const auditQuery = (query: AuditListQuery = {}) => queryOptions({ queryKey: auditKeys.list(query), queryFn: () => listAudit(query), staleTime: 0 });
