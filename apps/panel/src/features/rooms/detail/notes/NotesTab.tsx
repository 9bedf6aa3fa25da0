import { zodResolver } from '@hookform/resolvers/zod';
import { roomNotesQuery, useCreateRoomNote } from '@sereno/api-client';
import { Button, Card, Inline, Skeleton, Stack, Text, TEXT_AREA_MAX_LENGTH, useToast } from '@sereno/ui';
import { roomNoteSchema, type RoomNoteInput } from '@sereno/validation';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../shared/feedback/LoadError.tsx';
import { FormField } from '../../../../shared/forms/FormField.tsx';
import { textAreaInput } from '../../../../shared/forms/inputs/textAreaInput.tsx';
import { useApiErrorMessage } from '../../../../shared/forms/useApiErrorMessage.ts';
import { formatDateTime } from '../../../../shared/format/dateTime.ts';
import * as styles from './Notes.css.ts';

/**
 * A room's notes (spec §2 notes tab): a text area of up to 5000 characters (spec §5), saved with its
 * author and time, over the notes written so far, newest first.
 */
export function NotesTab({ roomId }: { roomId: string }) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const apiErrorMessage = useApiErrorMessage();
  const notes = useQuery(roomNotesQuery(roomId));
  const create = useCreateRoomNote(roomId);
  const { control, handleSubmit, reset } = useForm<RoomNoteInput>({
    resolver: zodResolver(roomNoteSchema),
    defaultValues: { text: '' },
    reValidateMode: 'onChange',
  });
  const submit = handleSubmit(({ text }) =>
    create.mutate(text, {
      onSuccess: () => {
        toast({ tone: 'success', message: t('rooms.detail.notes.saved') });
        reset({ text: '' });
      },
      onError: (error) => toast({ tone: 'error', title: t('rooms.detail.notes.notSaved'), message: apiErrorMessage(error) }),
    }),
  );

  return (
    <Stack gap="large">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('rooms.detail.notes.label')}>
        <Stack gap="small">
          <FormField
            control={control}
            name="text"
            input={textAreaInput}
            label={t('rooms.detail.notes.label')}
            description={t('rooms.detail.notes.help')}
            maxLength={TEXT_AREA_MAX_LENGTH}
            rows={4}
            isRequired
          />
          <Inline justify="end">
            <Button type="submit" isPending={create.isPending}>
              {t('rooms.detail.notes.save')}
            </Button>
          </Inline>
        </Stack>
      </form>
      {notes.isError ? (
        <LoadError error={notes.error} onRetry={() => void notes.refetch()} />
      ) : !notes.data ? (
        <Skeleton shape="rect" height="6rem" width="100%" />
      ) : notes.data.length === 0 ? (
        <Text tone="secondary">{t('rooms.detail.notes.empty')}</Text>
      ) : (
        <ul aria-label={t('rooms.detail.notes.listLabel')} className={styles.list}>
          {notes.data.map((note) => (
            <li key={note._id}>
              <Card>
                <Card.Body>
                  <Stack gap="xsmall">
                    <Text size="small" tone="secondary">
                      {t('rooms.detail.notes.byline', { author: note.authorName, when: formatDateTime(note.createdAt, i18n.language, { style: 'medium' }) })}
                    </Text>
                    <p className={styles.text}>{note.text}</p>
                  </Stack>
                </Card.Body>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
