import type { AuditEntry } from '@sereno/api-client';
import { DataTable, Text, type DataTableColumn, type DataTableSort } from '@sereno/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/dateTime.ts';
import { TextLink } from '../../shared/layout/TextLink.tsx';
import { useIsNarrow } from '../../shared/layout/useIsNarrow.ts';
import { paths } from '../../shared/paths.ts';
import { auditSortKeys } from './auditListState.ts';
import { targetPath } from './targetPath.ts';
import * as styles from './audit.css.ts';

export interface AuditTableProps {
  entries: readonly AuditEntry[];
  isLoading: boolean;
  error: ReactNode;
  emptyState: ReactNode;
  footer: ReactNode;
  sort: DataTableSort | null;
  onSortChange: (sort: DataTableSort | null) => void;
}

/**
 * The log's entries as rows, sorted and paged by the server: when, who, the action in words, the
 * object (a link to its page where the panel has one), the address and the rooms a write changed.
 */
export function AuditTable({ entries, ...table }: AuditTableProps) {
  const { t, i18n } = useTranslation();
  // On a phone who and from where sit under the time, and the object and its rooms under the action,
  // so that nothing scrolls sideways.
  const isNarrow = useIsNarrow();

  const when = (entry: AuditEntry) => <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language, { style: isNarrow ? 'short' : 'medium' })}</time>;
  const who = (entry: AuditEntry) =>
    entry.actorId ? (
      <TextLink to={paths.user(entry.actorId)}>{entry.actorUsername}</TextLink>
    ) : (
      <span className={styles.stacked}>
        {entry.actorUsername}
        <Text size="small" tone="secondary">
          {t('audit.deletedActor')}
        </Text>
      </span>
    );
  const target = (entry: AuditEntry) => {
    const name = t(`audit.target.${entry.targetType}`);
    const href = targetPath(entry);
    const shortId = entry.targetId.slice(0, 8);
    return (
      <span className={styles.stacked}>
        {href ? <TextLink to={href}>{name}</TextLink> : <span>{name}</span>}
        <span className={styles.shortId} title={entry.targetId}>
          {shortId}
        </span>
      </span>
    );
  };
  const rooms = (entry: AuditEntry) => (entry.rooms === undefined ? null : t('audit.rooms', { count: entry.rooms }));

  const wide: DataTableColumn<AuditEntry>[] = [
    { id: 'at', header: t('audit.columns.at'), value: (entry) => entry.at, cell: when },
    { id: 'actorUsername', header: t('audit.columns.actor'), value: (entry) => entry.actorUsername, cell: who },
    { id: 'action', header: t('audit.columns.action'), value: (entry) => entry.action, cell: (entry) => t(`audit.action.${entry.action}`) },
    { id: 'target', header: t('audit.columns.target'), value: (entry) => entry.targetType, cell: target },
    { id: 'ip', header: t('audit.columns.ip'), value: (entry) => entry.ip, cell: (entry) => <span className={styles.address}>{entry.ip}</span> },
    { id: 'rooms', header: t('audit.columns.rooms'), value: (entry) => entry.rooms, cell: rooms, align: 'end' },
  ];
  const narrow: DataTableColumn<AuditEntry>[] = [
    {
      id: 'at',
      header: t('audit.columns.at'),
      value: (entry) => entry.at,
      cell: (entry) => (
        <span className={styles.stacked}>
          {when(entry)}
          {who(entry)}
          <span className={styles.address}>{entry.ip}</span>
        </span>
      ),
    },
    {
      id: 'action',
      header: t('audit.columns.action'),
      value: (entry) => entry.action,
      cell: (entry) => (
        <span className={styles.stacked}>
          <span>{t(`audit.action.${entry.action}`)}</span>
          {target(entry)}
          {entry.rooms === undefined ? null : (
            <Text size="small" tone="secondary">
              {rooms(entry)}
            </Text>
          )}
        </span>
      ),
    },
  ];
  const columns = (isNarrow ? narrow : wide).map((column) => ({ ...column, isSortable: (auditSortKeys as readonly string[]).includes(column.id) }));

  return (
    <DataTable
      label={t('audit.title')}
      columns={columns}
      rows={entries}
      getRowId={(entry) => entry._id}
      sortMode="server"
      sort={table.sort}
      onSortChange={table.onSortChange}
      isLoading={table.isLoading}
      loadingRowCount={5}
      error={table.error}
      emptyState={table.emptyState}
      footer={table.footer}
    />
  );
}
