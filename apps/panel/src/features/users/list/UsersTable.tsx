import type { UserListItem } from '@sereno/api-client';
import { DataTable, StatusLabel, Text, type DataTableColumn, type DataTableSort } from '@sereno/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateAndTime } from '../../../shared/format/dateTime.ts';
import { TextLink } from '../../../shared/layout/TextLink.tsx';
import { useIsNarrow } from '../../../shared/layout/useIsNarrow.ts';
import { paths } from '../../../shared/paths.ts';
import * as styles from '../shared/users.css.ts';
import { userSortKeys } from './usersListState.ts';

export interface UsersTableProps {
  users: readonly UserListItem[];
  isLoading: boolean;
  error: ReactNode;
  emptyState: ReactNode;
  footer: ReactNode;
  sort: DataTableSort | null;
  onSortChange: (sort: DataTableSort | null) => void;
}

/** The users as rows, sorted and paged by the server; a user's username leads to its details. */
export function UsersTable({ users, ...table }: UsersTableProps) {
  const { t } = useTranslation();
  // On a phone the email sits under the user, and the date is left out, so that nothing scrolls sideways.
  const isNarrow = useIsNarrow();
  const status = (user: UserListItem) => (
    <StatusLabel tone={user.isDisabled ? 'neutral' : 'positive'}>{t(user.isDisabled ? 'users.status.disabled' : 'users.status.enabled')}</StatusLabel>
  );
  const columns: DataTableColumn<UserListItem>[] = (
    [
      {
        id: 'username',
        header: t('users.columns.user'),
        value: (user) => user.username,
        cell: (user) => (
          <span className={styles.stacked}>
            <TextLink to={paths.user(user._id)}>{user.username}</TextLink>
            <Text size="small" tone="secondary">
              {user.name}
            </Text>
            {isNarrow ? (
              <Text size="small" tone="secondary">
                {user.email}
              </Text>
            ) : null}
          </span>
        ),
      },
      ...(isNarrow ? [] : [{ id: 'email', header: t('users.columns.email'), value: (user: UserListItem) => user.email }]),
      {
        id: 'role',
        header: t('users.columns.role'),
        value: (user) => user.role,
        cell: (user) =>
          isNarrow ? (
            <span className={styles.stacked}>
              {t(`roles.${user.role}`)}
              {status(user)}
            </span>
          ) : (
            t(`roles.${user.role}`)
          ),
      },
      ...(isNarrow
        ? []
        : [
            { id: 'status', header: t('users.columns.status'), value: (user: UserListItem) => String(user.isDisabled), cell: status },
            { id: 'createdAt', header: t('users.columns.createdAt'), value: (user: UserListItem) => dateAndTime(user.createdAt).date },
          ]),
    ] satisfies DataTableColumn<UserListItem>[]
  ).map((column) => ({ ...column, isSortable: (userSortKeys as readonly string[]).includes(column.id) }));

  return (
    <DataTable
      label={t('users.title')}
      columns={columns}
      rows={users}
      getRowId={(user) => user._id}
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
