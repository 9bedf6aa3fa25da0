import { getBooking, type Task } from '@sereno/api-client';
import { Badge, Button, Inline, Modal, Stack } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dateTime.ts';
import { formatDay } from '../../../shared/format/dateTime.ts';
import { priorityTones } from './taskDisplay.ts';
import * as styles from './taskStyles.css.ts';

export interface TaskDetailsModalProps {
  task: Task | null;
  /** The type's name with its parent's, as the page knows them. */
  typeName: string | undefined;
  canWrite: boolean;
  onClose: () => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

/** A task's details: what, where, when, for which stay and customer, and whether it is done. */
export function TaskDetailsModal({ task, typeName, canWrite, onClose, onEdit, onDelete }: TaskDetailsModalProps) {
  const { t, i18n } = useTranslation();
  const booking = useQuery({
    queryKey: ['tasks', 'details-booking', task?.bookingId],
    queryFn: () => getBooking(task?.bookingId ?? ''),
    enabled: Boolean(task?.bookingId),
  });
  const stay = booking.data
    ? t('tasks.form.stay', {
        guest: [booking.data.guest.firstName, booking.data.guest.lastName].filter(Boolean).join(' ') || '—',
        checkIn: formatDateTime(booking.data.checkIn, i18n.language, { style: 'stay' }),
        checkOut: formatDateTime(booking.data.checkOut, i18n.language, { style: 'stay' }),
      })
    : task?.bookingId
      ? '…'
      : t('tasks.form.noBooking');
  return (
    <Modal open={task !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Modal.Title>{task ? t('tasks.details.title', { type: typeName ?? task.taskTypeName, room: task.roomName }) : ''}</Modal.Title>
      {task ? (
        <>
          <Modal.Body>
            <Stack gap="medium">
              <Inline gap="small">
                <Badge tone={priorityTones[task.priority]}>{t(`tasks.priority.${task.priority}`)}</Badge>
                <Badge tone={task.done ? 'positive' : 'neutral'}>{task.done ? t('tasks.state.done') : t('tasks.state.open')}</Badge>
              </Inline>
              <dl className={styles.details}>
                <Term label={t('tasks.columns.when')} value={`${formatDay(task.date, i18n.language, 'long')}, ${task.time}`} />
                <Term label={t('tasks.columns.room')} value={task.roomName} />
                <Term label={t('tasks.columns.type')} value={typeName ?? task.taskTypeName} />
                <Term label={t('tasks.columns.customer')} value={task.username ?? '—'} />
                <Term label={t('tasks.form.booking')} value={stay} />
                {task.doneAt ? <Term label={t('tasks.details.doneAt')} value={formatDateTime(task.doneAt, i18n.language, { style: 'medium' })} /> : null}
              </dl>
              <div>
                <div className={styles.term}>{t('tasks.form.description')}</div>
                <p className={styles.description}>{task.description ?? t('tasks.details.noDescription')}</p>
              </div>
            </Stack>
          </Modal.Body>
          <Modal.Footer>
            {canWrite ? (
              <>
                <Button variant="ghost" tone="critical" onPress={() => onDelete(task)}>
                  {t('tasks.actions.delete')}
                </Button>
                <Button variant="secondary" onPress={() => onEdit(task)}>
                  {t('tasks.actions.edit')}
                </Button>
              </>
            ) : null}
            <Button onPress={onClose}>{t('tasks.actions.close')}</Button>
          </Modal.Footer>
        </>
      ) : null}
    </Modal>
  );
}

function Term({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
}
