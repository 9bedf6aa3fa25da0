import { auditQuery, listExportUrl, userQuery } from '@sereno/api-client';
import { PageHeader, Stack, useTableQueryState } from '@sereno/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListEmptyState } from '../../shared/lists/ListEmptyState.tsx';
import { LoadError } from '../../shared/feedback/LoadError.tsx';
import { ExportLinks } from '../../shared/lists/ExportLinks.tsx';
import { listFooter } from '../../shared/lists/listFooter.tsx';
import { auditTableQueryOptions, toAuditListQuery } from './auditListState.ts';
import { AuditTable } from './AuditTable.tsx';
import { AuditToolbar } from './AuditToolbar.tsx';
import * as styles from './audit.css.ts';

/**
 * The audit log (administrators, `audit.read`): every write through the API, newest first, with who
 * made it, the action in words, what it touched and from where. Filters by action, object, user and
 * days; filters, sort and page live in the query string, and the exports carry the same filters.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const table = useTableQueryState(useSearchParams(), auditTableQueryOptions);
  const query = toAuditListQuery(table);
  const page = useQuery({ ...auditQuery(query), placeholderData: keepPreviousData });
  const actorId = query.actorId;
  // The chosen user's name: from the entries shown (an account since deleted keeps its name there),
  // else from the account.
  const shownActor = page.data?.entries.find((entry) => entry.actorId === actorId)?.actorUsername;
  const actor = useQuery({ ...userQuery(actorId ?? ''), enabled: Boolean(actorId) && !shownActor, retry: false });
  const actorLabel = actorId ? (shownActor ?? actor.data?.username) : undefined;

  const hasFilters = Object.keys(table.filters).length > 0;
  const loadError = page.isError ? (
    <LoadError error={page.error} onRetry={() => void page.refetch()}>
      {t('audit.loadError')}
    </LoadError>
  ) : null;
  const empty = <ListEmptyState texts="audit" filtered={hasFilters} onClear={table.resetFilters} />;

  return (
    <div className={styles.page}>
      <Stack gap="large">
        <PageHeader
          title={t('audit.title')}
          description={page.data ? `${t('audit.intro')} ${t('audit.count', { count: page.data.totalEntries })}.` : t('audit.intro')}
          actions={<ExportLinks hrefOf={(format) => listExportUrl('audit', query, format)} />}
        />
        <AuditToolbar table={table} actorLabel={actorLabel} />
        <AuditTable
          entries={page.data?.entries ?? []}
          isLoading={page.isPending}
          error={loadError}
          emptyState={empty}
          footer={listFooter(table, page.data?.totalEntries)}
          sort={table.sort}
          onSortChange={(sort) => table.setSort(sort)}
        />
      </Stack>
    </div>
  );
}
