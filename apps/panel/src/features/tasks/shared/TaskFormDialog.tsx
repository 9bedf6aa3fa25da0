import { zodResolver } from '@hookform/resolvers/zod';
import { getRoom, listBookings, taskTypesQuery, type Task, type TaskCreateRequest, type TaskType } from '@sereno/api-client';
import { Modal, SearchSelect, Select, Skeleton, Stack, TextArea } from '@sereno/ui';
import { isIsoDate, message, taskPriorities, time24 } from '@sereno/validation';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '../../../shared/forms/FormField.tsx';
import { dateInput } from '../../../shared/forms/inputs/dateInput.tsx';
import { selectInput } from '../../../shared/forms/inputs/selectInput.tsx';
import { switchInput } from '../../../shared/forms/inputs/switchInput.tsx';
import { timeInput } from '../../../shared/forms/inputs/timeInput.tsx';
import { useFieldError } from '../../../shared/forms/useFieldError.ts';
import { localToday } from '../../../shared/dates/localDay.ts';
import { formatDateTime } from '../../../shared/format/dateTime.ts';
import { roomOptions } from '../../../shared/lists/roomOptions.ts';
import { findType, nameOf } from './taskDisplay.ts';
import * as styles from './taskStyles.css.ts';
import { FormDialogFooter, FormError } from '../../../shared/forms/FormDialogEnd.tsx';

/** "No subtype" and "no booking": the selects have no empty choice, so each has one that says so. */
const none = 'none';

const required = (text: string) => text.length > 0;
const taskFormSchema = z.object({
  roomId: z.string().refine(required, { error: message('required') }),
  typeId: z.string().refine(required, { error: message('required') }),
  subtypeId: z.string(),
  priority: z.enum(taskPriorities, { error: message('option') }),
  date: z
    .string()
    .refine(required, { error: message('required') })
    .refine((day) => !day || isIsoDate(day), { error: message('date') }),
  time: z
    .string()
    .refine(required, { error: message('required') })
    .pipe(time24()),
  bookingId: z.string(),
  description: z.string().max(5000, { error: message('maxLength', { max: 5000 }) }),
  done: z.boolean(),
});
type TaskFormValues = z.input<typeof taskFormSchema>;

/** What the form sends: POST /api/tasks's body; on a change, `bookingId: null` takes the booking off. */
export type TaskFormResult = Omit<TaskCreateRequest, 'bookingId'> & { bookingId: string | null };

/** A new task's first values: the day (and room) it was created on, from the calendar. */
export interface TaskDraft {
  date?: string;
  roomId?: string;
}

export interface TaskFormDialogProps {
  /** A new task (with what is already known of it) or the task being changed; open while set. */
  target: { draft: TaskDraft } | Task | null;
  onCancel: () => void;
  onSave: (values: TaskFormResult) => void;
  isPending: boolean;
  /** Why the last try failed, said in the dialog. */
  error: string | null;
}

/** Create or change a task: room, type and subtype, priority, day and time, one of the room's stays, description, done. */
export function TaskFormDialog({ target, ...props }: TaskFormDialogProps) {
  const { t } = useTranslation();
  const task = target && '_id' in target ? target : null;
  const title = task ? t('tasks.form.editTitle') : t('tasks.form.createTitle');
  return (
    <Modal open={target !== null} onOpenChange={(open) => (open ? undefined : props.onCancel())} isDismissable={!props.isPending}>
      <Modal.Title>{title}</Modal.Title>
      {target !== null ? (
        <TaskForm key={task?._id ?? 'new'} task={task} draft={task ? {} : (target as { draft: TaskDraft }).draft} title={title} {...props} />
      ) : null}
    </Modal>
  );
}

type TaskFormProps = Omit<TaskFormDialogProps, 'target'> & { task: Task | null; draft: TaskDraft; title: string };

/** The form starts from the task's type and subtype: it waits for the types. */
function TaskForm(props: TaskFormProps) {
  const types = useQuery(taskTypesQuery());
  if (!types.data) {
    return (
      <Modal.Body>
        <Skeleton lines={6} />
      </Modal.Body>
    );
  }
  return <TaskFields {...props} types={types.data} />;
}

function TaskFields({ task, draft, title, onCancel, onSave, isPending, error, types }: TaskFormProps & { types: readonly TaskType[] }) {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldError();
  const found = findType(types, task?.taskTypeId);
  const { control, handleSubmit, setValue, formState } = useForm<TaskFormValues>({
    resolver: zodResolver(taskFormSchema),
    defaultValues: {
      roomId: task?.roomId ?? draft.roomId ?? '',
      typeId: found.type?._id ?? '',
      subtypeId: found.subtypeId ?? none,
      priority: task?.priority ?? 'Medium',
      date: task?.date ?? draft.date ?? localToday(),
      time: task?.time ?? '11:00',
      bookingId: task?.bookingId ?? none,
      description: task?.description ?? '',
      done: task?.done ?? false,
    },
  });
  const [roomId, typeId, subtypeId, bookingId, description] = useWatch({ control, name: ['roomId', 'typeId', 'subtypeId', 'bookingId', 'description'] });
  const subtypes = types.find((type) => type._id === typeId)?.subtypes ?? [];
  // The room's name for a task opened to change (the room select shows the name it is given).
  const room = useQuery({ queryKey: ['tasks', 'form-room', roomId], queryFn: () => getRoom(roomId), enabled: Boolean(roomId) && !task });
  const roomName = task && task.roomId === roomId ? task.roomName : room.data?.name;
  // The room's stays, newest first: the one a turnover cleaning is for is usually among the latest.
  const stays = useQuery({
    queryKey: ['tasks', 'form-stays', roomId],
    queryFn: () => listBookings({ roomId, sortKey: 'checkIn', sortDirection: 'desc', limit: 25 }),
    enabled: Boolean(roomId),
  });

  const submit = handleSubmit((values) => {
    onSave({
      roomId: values.roomId,
      taskTypeId: values.subtypeId !== none ? values.subtypeId : values.typeId,
      priority: values.priority,
      date: values.date,
      time: values.time,
      description: values.description.trim(),
      bookingId: values.bookingId !== none ? values.bookingId : null,
      done: values.done,
    });
  });

  return (
    <form className={styles.modalForm} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Modal.Body>
        <Stack gap="medium">
          <SearchSelect
            key={roomName ?? 'room'}
            label={t('tasks.form.room')}
            placeholder={t('tasks.form.roomPlaceholder')}
            isRequired
            value={roomId || null}
            valueLabel={roomName}
            errorMessage={fieldError(formState.errors.roomId?.message)}
            loadOptions={({ search, limit, signal }) => roomOptions(search, limit, signal)}
            onChange={(value) => {
              setValue('roomId', value ?? '', { shouldValidate: formState.isSubmitted });
              setValue('bookingId', none);
            }}
          />
          <Select
            label={t('tasks.form.type')}
            placeholder={t('tasks.form.typePlaceholder')}
            isRequired
            value={typeId || null}
            errorMessage={fieldError(formState.errors.typeId?.message)}
            onChange={(value) => {
              setValue('typeId', value ?? '', { shouldValidate: formState.isSubmitted });
              setValue('subtypeId', none);
            }}
            options={types.map((type) => ({ key: type._id, label: nameOf(type, i18n.language) }))}
          />
          {subtypes.length > 0 ? (
            <Select
              label={t('tasks.form.subtype')}
              value={subtypeId}
              onChange={(value) => setValue('subtypeId', value ?? none)}
              options={[
                { key: none, label: t('tasks.form.noSubtype') },
                ...subtypes.map((subtype) => ({ key: subtype._id, label: nameOf(subtype, i18n.language) })),
              ]}
            />
          ) : null}
          <FormField
            control={control}
            name="priority"
            input={selectInput}
            label={t('tasks.form.priority')}
            options={taskPriorities.map((priority) => ({ key: priority, label: t(`tasks.priority.${priority}`) }))}
          />
          <FormField control={control} name="date" input={dateInput} label={t('tasks.form.date')} isRequired />
          <FormField control={control} name="time" input={timeInput} label={t('tasks.form.time')} description={t('tasks.form.timeHint')} isRequired />
          <Select
            label={t('tasks.form.booking')}
            description={roomId ? t('tasks.form.bookingHint') : t('tasks.form.bookingNeedsRoom')}
            isDisabled={!roomId}
            value={bookingId}
            onChange={(value) => setValue('bookingId', value ?? none)}
            options={[
              { key: none, label: t('tasks.form.noBooking') },
              ...(stays.data?.bookings ?? []).map((stay) => ({
                key: stay._id,
                label: t('tasks.form.stay', {
                  guest: [stay.guest.firstName, stay.guest.lastName].filter(Boolean).join(' ') || stay.reservationNumber || '—',
                  checkIn: formatDateTime(stay.checkIn, i18n.language, { style: 'stay' }),
                  checkOut: formatDateTime(stay.checkOut, i18n.language, { style: 'stay' }),
                }),
              })),
            ]}
          />
          <TextArea
            label={t('tasks.form.description')}
            value={description}
            onChange={(value) => setValue('description', value)}
            errorMessage={fieldError(formState.errors.description?.message)}
          />
          {task ? <FormField control={control} name="done" input={switchInput} label={t('tasks.form.done')} /> : null}
          <FormError message={error} />
        </Stack>
      </Modal.Body>
      <FormDialogFooter
        onCancel={onCancel}
        isPending={isPending}
        cancelLabel={t('tasks.actions.cancel')}
        submitLabel={task ? t('tasks.form.save') : t('tasks.form.create')}
      />
    </form>
  );
}
