import { listExportUrl, tasksQuery, taskTypesQuery, useSessionUser, useUpdateTask, type Task } from '@sereno/api-client';
import { Button, EmptyState, PageHeader, useTableQueryState, useToast } from '@sereno/ui';
import { can, errorsNamespace } from '@sereno/validation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CalendarDays, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ExportLinks } from '../../../shared/lists/ExportLinks.tsx';
import { Link, useSearchParams } from 'react-router';
import { picksAmongOwners } from '../../../shared/access/questions.ts';
import { LoadError } from '../../../shared/feedback/LoadError.tsx';
import { useApiErrorMessage } from '../../../shared/forms/useApiErrorMessage.ts';
import { listFooter } from '../../../shared/lists/listFooter.tsx';
import { paths } from '../../../shared/paths.ts';
import { TaskList } from './TaskList.tsx';
import { typeNames } from '../shared/taskDisplay.ts';
import { TasksFilters } from './TasksFilters.tsx';
import { taskTableQueryOptions, toTaskListQuery } from './tasksListState.ts';
import * as styles from './TasksPage.css.ts';
import * as taskStyles from '../shared/taskStyles.css.ts';
import { useLiveTasks } from '../shared/useLiveTasks.ts';
import { useTaskDialogs } from '../shared/useTaskDialogs.tsx';

/**
 * The tasks (spec §2 Tasks, §7): the filters in a sidebar (search, room, customer for staff, type,
 * priority, days, open or done), the tasks as cards, sorted and paged through the query string; a
 * task opens its details, and is created, changed, marked done or deleted here. A task created
 * elsewhere appears by itself (GET /api/events).
 */
export function TasksPage() {
  const { t, i18n } = useTranslation();
  const { t: errorText } = useTranslation(errorsNamespace);
  const apiErrorMessage = useApiErrorMessage();
  const { toast } = useToast();
  const user = useSessionUser();
  const table = useTableQueryState(useSearchParams(), taskTableQueryOptions);
  const page = useQuery({ ...tasksQuery(toTaskListQuery(table)), placeholderData: keepPreviousData });
  const types = useQuery(taskTypesQuery());
  const names = typeNames(types.data, i18n.language);
  const canWrite = user ? can(user.role, 'tasks.write') : false;
  const showCustomer = user ? picksAmongOwners(user.role) : false;
  const dialogs = useTaskDialogs({ canWrite, typeNames: names });
  const update = useUpdateTask();
  useLiveTasks();

  const toggleDone = (task: Task) =>
    update.mutate(
      { id: task._id, done: !task.done },
      {
        onSuccess: () => toast({ tone: 'success', message: task.done ? t('tasks.messages.reopened') : t('tasks.messages.markedDone') }),
        onError: (failure) => toast({ tone: 'error', message: `${errorText('TASK_UPDATE_ERROR')}: ${apiErrorMessage(failure)}`, autoHideMs: null }),
      },
    );

  const hasFilters = Object.keys(table.filters).length > 0;
  const loadError = page.isError ? (
    <LoadError error={page.error} onRetry={() => void page.refetch()}>
      {t('tasks.loadError')}
    </LoadError>
  ) : null;
  const empty = (
    <EmptyState
      headingLevel={2}
      title={hasFilters ? t('tasks.empty.filteredTitle') : t('tasks.empty.title')}
      description={hasFilters ? t('tasks.empty.filteredText') : t('tasks.empty.text')}
      action={
        hasFilters ? (
          <Button variant="secondary" onPress={table.resetFilters}>
            {t('tasks.filters.clear')}
          </Button>
        ) : null
      }
    />
  );

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('tasks.title')}
        description={page.data ? t('tasks.count', { count: page.data.totalTasks }) : undefined}
        actions={
          <>
            <ExportLinks hrefOf={(format) => listExportUrl('tasks', toTaskListQuery(table), format)} />
            <Link className={taskStyles.headerLink} to={paths.taskCalendar}>
              <CalendarDays aria-hidden="true" size={18} />
              {t('tasks.calendarLink')}
            </Link>
            {canWrite ? (
              <Button icon={<Plus />} onPress={() => dialogs.create()}>
                {t('tasks.create')}
              </Button>
            ) : null}
          </>
        }
      />
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label={t('tasks.filters.label')}>
          <TasksFilters table={table} types={types.data ?? []} showCustomer={showCustomer} />
        </aside>
        <section className={styles.results} aria-label={t('tasks.results')}>
          <TaskList
            tasks={page.data?.tasks ?? []}
            typeNames={names}
            isLoading={page.isPending}
            error={loadError}
            emptyState={empty}
            footer={listFooter(table, page.data?.totalTasks)}
            showCustomer={showCustomer}
            canWrite={canWrite}
            onOpen={dialogs.open}
            onEdit={dialogs.edit}
            onDelete={dialogs.remove}
            onToggleDone={toggleDone}
          />
        </section>
      </div>
      {dialogs.dialogs}
    </div>
  );
}
