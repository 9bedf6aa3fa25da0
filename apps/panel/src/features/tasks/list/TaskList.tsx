import type { Task } from '@sereno/api-client';
import { Badge, Button, Skeleton } from '@sereno/ui';
import { CalendarClock, Check, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../shared/format/dateTime.ts';
import { priorityTones } from '../shared/taskDisplay.ts';
import * as styles from './TasksPage.css.ts';

export interface TaskListProps {
  tasks: readonly Task[];
  typeNames: ReadonlyMap<string, string>;
  isLoading: boolean;
  error: ReactNode;
  emptyState: ReactNode;
  footer: ReactNode;
  showCustomer: boolean;
  canWrite: boolean;
  onOpen: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
  onToggleDone: (task: Task) => void;
}

/**
 * The tasks as cards, on a phone as on a desktop: a task is read as a whole (what, where, when) rather
 * than compared column by column, and a card never overflows a narrow screen. The priority's colour
 * runs down the card's edge, its word is in the badge.
 */
export function TaskList({ tasks, typeNames, isLoading, error, emptyState, footer, showCustomer, canWrite, ...actions }: TaskListProps) {
  const { t, i18n } = useTranslation();
  if (error) return <>{error}</>;
  if (isLoading) {
    return (
      <div className={styles.list} aria-busy="true">
        {[0, 1, 2].map((index) => (
          // One "loading" said is enough.
          <Skeleton key={index} shape="rect" height="6rem" announce={index === 0} />
        ))}
      </div>
    );
  }
  if (tasks.length === 0) return <>{emptyState}</>;
  return (
    <>
      <ul className={styles.list} aria-label={t('tasks.title')}>
        {tasks.map((task) => {
          const typeName = typeNames.get(task.taskTypeId) ?? task.taskTypeName;
          return (
            <li key={task._id} className={styles.card} data-priority={task.priority} data-done={task.done} aria-label={`${typeName}, ${task.roomName}`}>
              <div className={styles.cardHeader}>
                <button type="button" className={styles.taskLink} aria-haspopup="dialog" onClick={() => actions.onOpen(task)}>
                  {typeName}
                </button>
                <Badge tone={priorityTones[task.priority]}>{t(`tasks.priority.${task.priority}`)}</Badge>
                {task.done ? <Badge tone="positive">{t('tasks.state.done')}</Badge> : null}
              </div>
              <div className={styles.cardMeta}>
                <span>{task.roomName}</span>
                <span className={styles.when}>
                  <CalendarClock aria-hidden="true" size={16} /> {formatDay(task.date, i18n.language)}, {task.time}
                </span>
                {showCustomer && task.username ? <span>{task.username}</span> : null}
              </div>
              {task.description ? <p className={styles.excerpt}>{task.description}</p> : null}
              {canWrite ? (
                <div className={styles.cardActions}>
                  <Button variant="ghost" size="small" icon={task.done ? <RotateCcw /> : <Check />} onPress={() => actions.onToggleDone(task)}>
                    {task.done ? t('tasks.actions.reopen') : t('tasks.actions.markDone')}
                  </Button>
                  <Button variant="ghost" size="small" icon={<Pencil />} onPress={() => actions.onEdit(task)}>
                    {t('tasks.actions.edit')}
                  </Button>
                  <Button variant="ghost" size="small" tone="critical" icon={<Trash2 />} onPress={() => actions.onDelete(task)}>
                    {t('tasks.actions.delete')}
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {footer}
    </>
  );
}
