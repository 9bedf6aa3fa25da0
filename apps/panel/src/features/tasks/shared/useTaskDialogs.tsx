// The task dialogs both task pages open — new (on a day, from the calendar), change, details and the
// deletion's confirmation — with their calls and their messages (spec §8: a refused change starts
// with 'Failed to update task').
import { useCreateTask, useDeleteTask, useUpdateTask, type Task } from '@sereno/api-client';
import { ConfirmDialog, Notification, Stack, Text, useToast } from '@sereno/ui';
import { errorsNamespace } from '@sereno/validation';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../shared/forms/useApiErrorMessage.ts';
import { TaskDetailsModal } from './TaskDetailsModal.tsx';
import { TaskFormDialog, type TaskDraft, type TaskFormResult } from './TaskFormDialog.tsx';

export interface TaskDialogs {
  create: (draft?: TaskDraft) => void;
  edit: (task: Task) => void;
  open: (task: Task) => void;
  remove: (task: Task) => void;
  /** Moves a task to another day (the calendar's drag and keyboard move); resolves once saved. */
  move: (task: Task, date: string) => Promise<boolean>;
  dialogs: ReactElement;
}

export function useTaskDialogs({ canWrite, typeNames }: { canWrite: boolean; typeNames: ReadonlyMap<string, string> }): TaskDialogs {
  const { t } = useTranslation();
  const { t: errorText } = useTranslation(errorsNamespace);
  const apiErrorMessage = useApiErrorMessage();
  const { toast } = useToast();
  const [editing, setEditing] = useState<{ draft: TaskDraft } | Task | null>(null);
  const [shown, setShown] = useState<Task | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const createTask = useCreateTask();
  const updateTask = useUpdateTask();
  const deleteTask = useDeleteTask();

  /** Spec §8: a change's failure reads 'Failed to update task', then why (the server already says it first). */
  const updateFailure = (failure: unknown) => {
    const reason = apiErrorMessage(failure);
    const code = errorText('TASK_UPDATE_ERROR');
    return reason.includes(code) ? reason : `${code}: ${reason}`;
  };

  const save = async (values: TaskFormResult) => {
    setFormError(null);
    try {
      if (editing && '_id' in editing) {
        await updateTask.mutateAsync({ id: editing._id, ...values });
        toast({ tone: 'success', message: t('tasks.messages.updated') });
      } else {
        const { bookingId, done: _done, ...fields } = values;
        await createTask.mutateAsync({ ...fields, ...(bookingId ? { bookingId } : {}) });
        toast({ tone: 'success', message: t('tasks.messages.created') });
      }
      setEditing(null);
    } catch (failure) {
      setFormError(editing && '_id' in editing ? updateFailure(failure) : `${t('tasks.messages.createFailed')}: ${apiErrorMessage(failure)}`);
    }
  };

  const move = async (task: Task, date: string) => {
    try {
      await updateTask.mutateAsync({ id: task._id, date });
      return true;
    } catch (failure) {
      toast({ tone: 'error', message: updateFailure(failure), autoHideMs: null });
      return false;
    }
  };

  const startEditing = (target: { draft: TaskDraft } | Task) => {
    setFormError(null);
    setShown(null);
    setEditing(target);
  };

  const dialogs = (
    <>
      <TaskFormDialog
        target={editing}
        onCancel={() => setEditing(null)}
        onSave={(values) => void save(values)}
        isPending={createTask.isPending || updateTask.isPending}
        error={formError}
      />
      <TaskDetailsModal
        task={shown}
        typeName={shown ? typeNames.get(shown.taskTypeId) : undefined}
        canWrite={canWrite}
        onClose={() => setShown(null)}
        onEdit={startEditing}
        onDelete={(task) => {
          setShown(null);
          setDeleteError(null);
          setDeleting(task);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={deleting ? t('tasks.delete.title', { type: typeNames.get(deleting.taskTypeId) ?? deleting.taskTypeName, room: deleting.roomName }) : ''}
        intent="delete"
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await deleteTask.mutateAsync(deleting._id);
            toast({ tone: 'success', message: t('tasks.messages.deleted') });
          } catch (failure) {
            setDeleteError(`${t('tasks.messages.deleteFailed')}: ${apiErrorMessage(failure)}`);
            throw failure;
          }
        }}
      >
        <Stack gap="medium">
          <Text>{t('tasks.delete.text')}</Text>
          {deleteError ? (
            <Notification tone="error" autoHideMs={null}>
              {deleteError}
            </Notification>
          ) : null}
        </Stack>
      </ConfirmDialog>
    </>
  );

  return {
    create: (draft = {}) => startEditing({ draft }),
    edit: startEditing,
    open: setShown,
    remove: (task) => {
      setDeleteError(null);
      setDeleting(task);
    },
    move,
    dialogs,
  };
}
