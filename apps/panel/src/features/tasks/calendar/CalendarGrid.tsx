// The calendar's days as an ARIA grid (one tab stop: the focused day). Arrow keys go from day to
// day, Home and End to the week's ends, Page Up and Page Down a period back or on; Enter on a day
// creates a task there. Tab goes from the day into its tasks; on a task, Shift with an arrow moves it
// a day (or a week) and the focus goes with it; the mouse drags it to another day.
import type { Task } from '@sereno/api-client';
import { LogIn, LogOut, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatTime } from '../../../shared/format/dateTime.ts';
import { dayAfterKey, monthOf, type CalendarView } from './calendarDays.ts';
import * as styles from './TaskCalendar.css.ts';
import type { Turnover } from './useCalendarData.ts';

/** The drag's data type: only our tasks drop on a day. */
const taskDragType = 'application/x-sereno-task';
/** A month's day shows this many tasks; the rest are a link to the day. */
const monthTasksShown = 3;

export interface CalendarGridProps {
  view: CalendarView;
  weeks: readonly string[][];
  /** The focused day (the URL's). */
  day: string;
  today: string;
  tasksByDay: ReadonlyMap<string, Task[]>;
  turnoversByDay: ReadonlyMap<string, Turnover[]>;
  typeNames: ReadonlyMap<string, string>;
  canWrite: boolean;
  onDayChange: (day: string) => void;
  onShowDay: (day: string) => void;
  onCreate: (day: string) => void;
  onOpen: (task: Task) => void;
  onMove: (task: Task, day: string) => void;
}

/** A moved task is focused once it is drawn on its new day. */
type FocusTarget = { kind: 'day'; day: string } | { kind: 'task'; id: string; day: string };

export function CalendarGrid(props: CalendarGridProps) {
  const { view, weeks, day, today, tasksByDay, canWrite, onDayChange, onCreate, onMove } = props;
  const { t, i18n } = useTranslation();
  const gridRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  // Where the keyboard sent the focus; taken once the days (or the moved task) are drawn.
  const focusTarget = useRef<FocusTarget | null>(null);
  const [dropDay, setDropDay] = useState<string | null>(null);

  // After every drawing until found: a moved task may be drawn on its new day only once saved.
  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    const dayCell = `[data-day="${target.day}"]`;
    const selector = target.kind === 'day' ? dayCell : `${dayCell} [data-task-id="${target.id}"]`;
    const element = gridRef.current?.querySelector<HTMLElement>(selector);
    if (element) {
      element.focus();
      focusTarget.current = null;
    }
  });

  const allTasks = [...tasksByDay.values()].flat();
  const findTask = (id: string) => allTasks.find((task) => task._id === id);

  const onDayKeyDown = (event: KeyboardEvent<HTMLDivElement>, cellDay: string) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' && canWrite) {
      event.preventDefault();
      onCreate(cellDay);
      return;
    }
    const next = dayAfterKey(view, cellDay, event.key);
    if (!next) return;
    event.preventDefault();
    focusTarget.current = { kind: 'day', day: next };
    onDayChange(next);
  };

  const onTaskKeyDown = (event: KeyboardEvent<HTMLButtonElement>, task: Task) => {
    if (event.shiftKey && canWrite) {
      const next = dayAfterKey(view, task.date, event.key);
      if (!next || !event.key.startsWith('Arrow')) return;
      event.preventDefault();
      focusTarget.current = { kind: 'task', id: task._id, day: next };
      onDayChange(next);
      onMove(task, next);
      return;
    }
    const siblings = [...(event.currentTarget.closest('[role="gridcell"]')?.querySelectorAll<HTMLElement>('[data-task-id]') ?? [])];
    const index = siblings.indexOf(event.currentTarget);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      siblings[index + (event.key === 'ArrowDown' ? 1 : -1)]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      gridRef.current?.querySelector<HTMLElement>(`[data-day="${task.date}"]`)?.focus();
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>, cellDay: string) => {
    setDropDay(null);
    const task = findTask(event.dataTransfer.getData(taskDragType));
    if (!task) return;
    event.preventDefault();
    if (task.date !== cellDay) {
      onDayChange(cellDay);
      onMove(task, cellDay);
    }
  };

  const weekdays = weeks[0] ?? [];
  return (
    <>
      <p id={hintId} className={styles.visuallyHidden}>
        {canWrite ? t('tasks.calendar.keyboardHint') : t('tasks.calendar.keyboardHintReadOnly')}
      </p>
      <div ref={gridRef} role="grid" aria-label={t('tasks.calendar.gridLabel')} aria-describedby={hintId} className={styles.grid} data-view={view}>
        {view !== 'day' ? (
          <div role="row" className={styles.headerRow}>
            {weekdays.map((weekday) => (
              <div key={weekday} role="columnheader" className={styles.columnHeader} aria-label={weekdayName(weekday, i18n.language, 'long')}>
                {weekdayName(weekday, i18n.language, 'short')}
              </div>
            ))}
          </div>
        ) : null}
        {weeks.map((week) => (
          <div key={week[0]} role="row" className={styles.weekRow} data-view={view}>
            {week.map((cellDay) => (
              <DayCell
                key={cellDay}
                {...props}
                cellDay={cellDay}
                isFocused={cellDay === day}
                isToday={cellDay === today}
                isOutside={view === 'month' && monthOf(cellDay) !== monthOf(day)}
                isDropTarget={dropDay === cellDay}
                hintId={hintId}
                onKeyDown={(event) => onDayKeyDown(event, cellDay)}
                onTaskKeyDown={onTaskKeyDown}
                onDragOver={(event) => {
                  if (!event.dataTransfer.types.includes(taskDragType)) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  setDropDay(cellDay);
                }}
                onDragLeave={() => setDropDay((current) => (current === cellDay ? null : current))}
                onDrop={(event) => onDrop(event, cellDay)}
              />
            ))}
          </div>
        ))}
      </div>
    </>
  );
}

/** "lun, 30 nov": the week's day under its weekday's column (on a phone, with no column, it says both). */
function shortDay(day: string, language: string): string {
  return formatDay(day, language, 'short');
}

function weekdayName(day: string, language: string, width: 'short' | 'long'): string {
  return formatDay(day, language, width === 'long' ? 'weekdayLong' : 'weekday');
}

interface DayCellProps extends CalendarGridProps {
  cellDay: string;
  isFocused: boolean;
  isToday: boolean;
  isOutside: boolean;
  isDropTarget: boolean;
  hintId: string;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onTaskKeyDown: (event: KeyboardEvent<HTMLButtonElement>, task: Task) => void;
  onDragOver: (event: DragEvent<HTMLDivElement>) => void;
  onDragLeave: () => void;
  onDrop: (event: DragEvent<HTMLDivElement>) => void;
}

function DayCell({
  view,
  cellDay,
  isFocused,
  isToday,
  isOutside,
  isDropTarget,
  hintId,
  tasksByDay,
  turnoversByDay,
  typeNames,
  canWrite,
  ...handlers
}: DayCellProps) {
  const { t, i18n } = useTranslation();
  const tasks = tasksByDay.get(cellDay) ?? [];
  const turnovers = turnoversByDay.get(cellDay) ?? [];
  const checkOuts = turnovers.filter((turnover) => turnover.kind === 'checkOut').length;
  const checkIns = turnovers.length - checkOuts;
  const isMonth = view === 'month';
  const shownTasks = isMonth ? tasks.slice(0, monthTasksShown) : tasks;
  const hidden = tasks.length - shownTasks.length;
  // Only the focused day's controls are in the tab order: Tab goes from the day into them.
  const tabIndex = isFocused ? 0 : -1;
  const dayName = formatDay(cellDay, i18n.language, 'long');
  const summary = [
    dayName,
    isToday ? t('tasks.calendar.today') : null,
    t('tasks.calendar.taskCount', { count: tasks.length }),
    checkOuts ? t('tasks.calendar.checkOutCount', { count: checkOuts }) : null,
    checkIns ? t('tasks.calendar.checkInCount', { count: checkIns }) : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <div
      role="gridcell"
      tabIndex={tabIndex}
      aria-selected={isFocused}
      data-day={cellDay}
      data-today={isToday || undefined}
      data-outside={isOutside || undefined}
      data-drop={isDropTarget || undefined}
      className={styles.dayCell}
      onKeyDown={handlers.onKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) handlers.onDayChange(cellDay);
      }}
      onDragOver={handlers.onDragOver}
      onDragLeave={handlers.onDragLeave}
      onDrop={handlers.onDrop}
    >
      {/* What the day holds, said first when the day is focused (its number alone says too little). */}
      <span className={styles.visuallyHidden}>{summary}</span>
      <div className={styles.dayHeader}>
        <span className={styles.dayNumber} aria-hidden="true">
          {isMonth ? Number(cellDay.slice(8)) : view === 'week' ? shortDay(cellDay, i18n.language) : dayName}
        </span>
        {canWrite ? (
          <button
            type="button"
            tabIndex={tabIndex}
            className={styles.addButton}
            aria-label={t('tasks.calendar.createOn', { day: dayName })}
            onClick={() => handlers.onCreate(cellDay)}
          >
            <Plus aria-hidden="true" size={16} />
          </button>
        ) : null}
      </div>
      {isMonth && turnovers.length > 0 ? (
        // A month's day has room for how many leave and arrive; the week and the day say who.
        <ul className={styles.turnovers} aria-hidden="true">
          {checkOuts ? (
            <li className={styles.turnover} data-kind="checkOut">
              <LogOut aria-hidden="true" size={14} />
              <span className={styles.chipText}>{t('tasks.calendar.checkOutCount', { count: checkOuts })}</span>
            </li>
          ) : null}
          {checkIns ? (
            <li className={styles.turnover} data-kind="checkIn">
              <LogIn aria-hidden="true" size={14} />
              <span className={styles.chipText}>{t('tasks.calendar.checkInCount', { count: checkIns })}</span>
            </li>
          ) : null}
        </ul>
      ) : null}
      {!isMonth && turnovers.length > 0 ? (
        <ul className={styles.turnovers} aria-label={t('tasks.calendar.turnovers')}>
          {turnovers.map(({ booking, kind, at }) => (
            <li key={`${booking._id}-${kind}`} className={styles.turnover} data-kind={kind}>
              {kind === 'checkOut' ? <LogOut aria-hidden="true" size={14} /> : <LogIn aria-hidden="true" size={14} />}
              <span className={styles.chipText}>
                {t(`tasks.calendar.${kind}`, {
                  time: formatTime(at, i18n.language),
                  room: booking.roomName,
                })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {shownTasks.length > 0 ? (
        <ul className={styles.tasks} aria-label={t('tasks.calendar.tasksOfDay')}>
          {shownTasks.map((task) => {
            const typeName = typeNames.get(task.taskTypeId) ?? task.taskTypeName;
            return (
              <li key={task._id}>
                <button
                  type="button"
                  tabIndex={tabIndex}
                  data-task-id={task._id}
                  data-priority={task.priority}
                  data-done={task.done || undefined}
                  className={styles.task}
                  draggable={canWrite}
                  aria-haspopup="dialog"
                  aria-describedby={hintId}
                  aria-label={t('tasks.calendar.taskLabel', {
                    time: task.time,
                    type: typeName,
                    room: task.roomName,
                    priority: t(`tasks.priority.${task.priority}`),
                    state: task.done ? t('tasks.state.done') : t('tasks.state.open'),
                  })}
                  onClick={() => handlers.onOpen(task)}
                  onKeyDown={(event) => handlers.onTaskKeyDown(event, task)}
                  onDragStart={(event) => {
                    event.dataTransfer.setData(taskDragType, task._id);
                    event.dataTransfer.effectAllowed = 'move';
                  }}
                >
                  <span className={styles.taskTime}>{task.time}</span>{' '}
                  <span className={styles.chipText}>
                    {typeName}
                    {view !== 'month' ? <span className={styles.taskRoom}> · {task.roomName}</span> : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {hidden > 0 ? (
        <button type="button" tabIndex={tabIndex} className={styles.moreButton} onClick={() => handlers.onShowDay(cellDay)}>
          {t('tasks.calendar.more', { count: hidden })}
        </button>
      ) : null}
    </div>
  );
}
