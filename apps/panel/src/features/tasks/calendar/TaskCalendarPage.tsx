import { getRoom, taskKeys, taskTypesQuery, useSessionUser, type Task } from '@sereno/api-client';
import { Button, PageHeader, Radio, RadioGroup, SearchSelect } from '@sereno/ui';
import { can } from '@sereno/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, List, LogIn, LogOut, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localToday } from '../../../shared/dates/localDay.ts';
import { LoadError } from '../../../shared/feedback/LoadError.tsx';
import { paths } from '../../../shared/paths.ts';
import { roomOptions } from '../../../shared/lists/roomOptions.ts';
import { formatDay, formatDayRange } from '../../../shared/format/dateTime.ts';
import { typeNames } from '../shared/taskDisplay.ts';
import * as taskStyles from '../shared/taskStyles.css.ts';
import { useLiveTasks } from '../shared/useLiveTasks.ts';
import { useTaskDialogs } from '../shared/useTaskDialogs.tsx';
import { calendarViews, calendarWeeks, stepPeriod, type CalendarView } from './calendarDays.ts';
import { useCalendarState } from './calendarState.ts';
import { CalendarGrid } from './CalendarGrid.tsx';
import * as styles from './TaskCalendar.css.ts';
import { useCalendarData } from './useCalendarData.ts';

/**
 * The task calendar (spec §2): a month, a week or a day of tasks, each on its day at its time and
 * coloured by priority, beside the stays leaving and arriving — turnover cleaning is planned around
 * the check-outs. A task opens from its day; a day creates one; a task moves to another day by
 * dragging it or with the keyboard (docs/tasks.md). Tasks created elsewhere appear by themselves.
 */
export function TaskCalendarPage() {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const state = useCalendarState();
  const { view, day } = state;
  const weeks = calendarWeeks(view, day);
  const from = weeks[0]?.[0] ?? day;
  const to = weeks.at(-1)?.at(-1) ?? day;
  const data = useCalendarData({ from, to, roomId: state.roomId });
  const types = useQuery(taskTypesQuery());
  const names = typeNames(types.data, i18n.language);
  const canWrite = user ? can(user.role, 'tasks.write') : false;
  const dialogs = useTaskDialogs({ canWrite, typeNames: names });
  const room = useQuery({ queryKey: ['tasks', 'filter-room', state.roomId], queryFn: () => getRoom(state.roomId ?? ''), enabled: Boolean(state.roomId) });
  const [announcement, setAnnouncement] = useState('');
  useLiveTasks();

  const move = async (task: Task, date: string) => {
    // Drawn on its new day at once; the server's answer (or a refusal) then refreshes the calendar.
    queryClient.setQueriesData<Task[]>({ queryKey: [...taskKeys.all, 'range'] }, (tasks) =>
      tasks?.map((each) => (each._id === task._id ? { ...each, date } : each)),
    );
    const moved = await dialogs.move(task, date);
    if (!moved) void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    else setAnnouncement(t('tasks.messages.moved', { day: formatDay(date, i18n.language, 'long') }));
  };

  const title = periodTitle(view, weeks, day, i18n.language);
  return (
    <div className={styles.page}>
      <PageHeader
        title={t('tasks.calendar.title')}
        actions={
          <>
            <Link className={taskStyles.headerLink} to={paths.tasks}>
              <List aria-hidden="true" size={18} />
              {t('tasks.listLink')}
            </Link>
            {canWrite ? (
              <Button icon={<Plus />} onPress={() => dialogs.create({ date: day, ...(state.roomId ? { roomId: state.roomId } : {}) })}>
                {t('tasks.create')}
              </Button>
            ) : null}
          </>
        }
      />
      <div className={styles.toolbar}>
        <RadioGroup label={t('tasks.calendar.view')} orientation="horizontal" value={view} onChange={(value) => state.change({ view: value as CalendarView })}>
          {calendarViews.map((option) => (
            <Radio key={option} value={option}>
              {t(`tasks.calendar.views.${option}`)}
            </Radio>
          ))}
        </RadioGroup>
        <div className={styles.roomFilter}>
          <SearchSelect
            key={room.data?.name ?? 'room'}
            label={t('tasks.filters.room')}
            placeholder={t('tasks.filters.roomPlaceholder')}
            value={state.roomId ?? null}
            valueLabel={room.data?.name}
            onChange={(value) => state.change({ roomId: value })}
            loadOptions={({ search, limit, signal }) => roomOptions(search, limit, signal)}
          />
        </div>
      </div>
      <div className={styles.period}>
        <Button variant="secondary" size="small" icon={<ChevronLeft />} hideLabel onPress={() => state.change({ day: stepPeriod(view, day, -1) })}>
          {t(`tasks.calendar.previous.${view}`)}
        </Button>
        <Button variant="secondary" size="small" onPress={() => state.change({ day: localToday() })}>
          {t('tasks.calendar.today')}
        </Button>
        <Button variant="secondary" size="small" icon={<ChevronRight />} hideLabel onPress={() => state.change({ day: stepPeriod(view, day, 1) })}>
          {t(`tasks.calendar.next.${view}`)}
        </Button>
        <h2 className={styles.periodTitle} aria-live="polite">
          {title}
        </h2>
      </div>
      <ul className={styles.legend} aria-label={t('tasks.calendar.legend')}>
        {(['High', 'Medium', 'Low'] as const).map((priority) => (
          <li key={priority} className={styles.legendItem}>
            <span className={`${styles.swatch} ${taskStyles.priorityDot[priority]}`} aria-hidden="true" />
            {t('tasks.calendar.priorityLegend', { priority: t(`tasks.priority.${priority}`) })}
          </li>
        ))}
        <li className={styles.legendItem}>
          <LogOut aria-hidden="true" size={14} /> {t('tasks.calendar.checkOuts')}
        </li>
        <li className={styles.legendItem}>
          <LogIn aria-hidden="true" size={14} /> {t('tasks.calendar.checkIns')}
        </li>
      </ul>
      {data.isError ? (
        <LoadError error={data.error} onRetry={data.refetch}>
          {t('tasks.loadError')}
        </LoadError>
      ) : (
        <div aria-busy={data.isPending}>
          <CalendarGrid
            view={view}
            weeks={weeks}
            day={day}
            today={localToday()}
            tasksByDay={data.tasksByDay}
            turnoversByDay={data.turnoversByDay}
            typeNames={names}
            canWrite={canWrite}
            onDayChange={(next) => state.change({ day: next })}
            onShowDay={(next) => state.change({ view: 'day', day: next })}
            onCreate={(date) => dialogs.create({ date, ...(state.roomId ? { roomId: state.roomId } : {}) })}
            onOpen={dialogs.open}
            onMove={(task, date) => void move(task, date)}
          />
        </div>
      )}
      <p className={styles.visuallyHidden} role="status">
        {announcement}
      </p>
      {dialogs.dialogs}
    </div>
  );
}

/** "noviembre de 2026", "23 – 29 nov 2026", or the day spelled out. */
function periodTitle(view: CalendarView, weeks: readonly string[][], day: string, language: string): string {
  if (view === 'day') return formatDay(day, language, 'long');
  if (view === 'month') return formatDay(day, language, 'month');
  return formatDayRange(weeks[0]?.[0] ?? day, weeks[0]?.[6] ?? day, language);
}
