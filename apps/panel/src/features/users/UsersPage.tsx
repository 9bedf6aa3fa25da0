import { listExportUrl, usersQuery, useCreateUser, useSessionUser } from '@sereno/api-client';
import { Button, PageHeader, Stack, useTableQueryState, useToast } from '@sereno/ui';
import { can } from '@sereno/validation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Building2, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportLinks } from '../../shared/lists/ExportLinks.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import { ListEmptyState } from '../../shared/lists/ListEmptyState.tsx';
import { LoadError } from '../../shared/feedback/LoadError.tsx';
import { listFooter } from '../../shared/lists/listFooter.tsx';
import { paths } from '../../shared/paths.ts';
import { UserFormDialog, type UserFormResult } from './shared/UserFormDialog.tsx';
import { toUserListQuery, userTableQueryOptions } from './list/usersListState.ts';
import { UsersTable } from './list/UsersTable.tsx';
import { UsersToolbar } from './list/UsersToolbar.tsx';
import { useUserErrorMessage } from './shared/userErrorMessage.ts';
import * as styles from './shared/users.css.ts';

/**
 * The users list (spec §2 Users): search, role and status filters, sort and page in the query string.
 * Whoever manages users creates one here (a customer its own people); staff add a whole customer with
 * its first user and licences on a page of its own. A user's details are its own page.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const navigate = useNavigate();
  const userErrorMessage = useUserErrorMessage();
  const { toast } = useToast();
  const table = useTableQueryState(useSearchParams(), userTableQueryOptions);
  const page = useQuery({ ...usersQuery(toUserListQuery(table)), placeholderData: keepPreviousData });
  const [creating, setCreating] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateUser();
  const canOnboard = user ? can(user.role, 'customers.create') : false;

  const save = async ({ alias, annotations, password = '', ...values }: UserFormResult) => {
    setFormError(null);
    try {
      const userId = await create.mutateAsync({ ...values, password, ...(alias ? { alias } : {}), ...(annotations ? { annotations } : {}) });
      setCreating(false);
      toast({ tone: 'success', message: t('users.form.created', { username: values.username }) });
      await navigate(paths.user(userId));
    } catch (failure) {
      setFormError(userErrorMessage(failure));
    }
  };

  const hasFilters = Object.keys(table.filters).length > 0;
  const loadError = page.isError ? (
    <LoadError error={page.error} onRetry={() => void page.refetch()}>
      {t('users.loadError')}
    </LoadError>
  ) : null;
  const empty = <ListEmptyState texts="users" filtered={hasFilters} onClear={table.resetFilters} />;

  return (
    <div className={styles.page}>
      <Stack gap="large">
        <PageHeader
          title={t('users.title')}
          description={page.data ? t('users.count', { count: page.data.totalUsers }) : undefined}
          actions={
            <>
              <ExportLinks hrefOf={(format) => listExportUrl('users', toUserListQuery(table), format)} />
              {canOnboard ? (
                <Button variant="secondary" icon={<Building2 />} onPress={() => void navigate(paths.newCustomer)}>
                  {t('users.newCustomer')}
                </Button>
              ) : null}
              <Button
                icon={<Plus />}
                onPress={() => {
                  setFormError(null);
                  setCreating(true);
                }}
              >
                {t('users.create')}
              </Button>
            </>
          }
        />
        <UsersToolbar table={table} />
        <UsersTable
          users={page.data?.users ?? []}
          isLoading={page.isPending}
          error={loadError}
          emptyState={empty}
          footer={listFooter(table, page.data?.totalUsers)}
          sort={table.sort}
          onSortChange={(sort) => table.setSort(sort)}
        />
      </Stack>
      {user ? (
        <UserFormDialog
          target={creating ? 'create' : null}
          callerRole={user.role}
          onCancel={() => setCreating(false)}
          onSave={(values) => void save(values)}
          isPending={create.isPending}
          error={formError}
        />
      ) : null}
    </div>
  );
}
