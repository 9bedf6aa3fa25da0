import {
  userApplicationsQuery,
  useCreateUserApplication,
  useDeleteUserApplication,
  useRenameUserApplication,
  type CreatedUserApplication,
  type UserApplication,
} from '@sereno/api-client';
import { Button, Card, ConfirmDialog, Heading, Inline, Notification, Skeleton, Stack, Text, TextField, useToast } from '@sereno/ui';
import { userIntegrationSchema } from '@sereno/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/feedback/LoadError.tsx';
import { FormField } from '../../../shared/forms/FormField.tsx';
import { textInput } from '../../../shared/forms/inputs/textInput.tsx';
import { useApiErrorMessage } from '../../../shared/forms/useApiErrorMessage.ts';
import { formatDateTime } from '../../../shared/format/dateTime.ts';
import { ShownOnce } from '../../../shared/feedback/ShownOnce.tsx';
import * as styles from './ApplicationKeys.css.ts';

interface NameForm {
  applicationName: string;
}

/**
 * One's own software's keys (spec §3 Integrations: custom application; `/api/users/integrations`):
 * create one (its key is shown this once, only its hash is kept), rename it, delete it (the key stops
 * working at once).
 */
export function ApplicationKeys({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const applications = useQuery(userApplicationsQuery(userId));
  const [created, setCreated] = useState<CreatedUserApplication | null>(null);

  return (
    <section aria-labelledby="application-keys-title">
      <Stack gap="medium">
        <Heading level={2} id="application-keys-title">
          {t('settings.applications.title')}
        </Heading>
        <Text tone="secondary">{t('settings.applications.intro')}</Text>
        {created ? (
          <ShownOnce
            title={t('settings.applications.createdTitle', { name: created.applicationName })}
            explanation={t('settings.applications.keyOnce')}
            label={t('settings.applications.keyLabel')}
            values={[
              { caption: t('settings.applications.applicationId'), value: created.applicationId },
              { caption: t('settings.applications.key'), value: created.applicationKey },
            ]}
            doneLabel={t('settings.applications.done')}
            onDone={() => setCreated(null)}
          />
        ) : null}
        <NewApplication onCreated={setCreated} />
        {applications.isError ? (
          <LoadError error={applications.error} onRetry={() => void applications.refetch()} />
        ) : !applications.data ? (
          <Skeleton lines={3} />
        ) : applications.data.length === 0 ? (
          <Text tone="secondary">{t('settings.applications.none')}</Text>
        ) : (
          <ul className={styles.list} aria-label={t('settings.applications.title')}>
            {applications.data.map((application) => (
              <ApplicationRow key={application._id} application={application} />
            ))}
          </ul>
        )}
      </Stack>
    </section>
  );
}

function NewApplication({ onCreated }: { onCreated: (created: CreatedUserApplication) => void }) {
  const { t } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const create = useCreateUserApplication();
  const { control, handleSubmit, reset } = useForm<NameForm>({ resolver: zodResolver(userIntegrationSchema), defaultValues: { applicationName: '' } });
  const submit = handleSubmit(({ applicationName }) =>
    create.mutate(applicationName, {
      onSuccess: (application) => {
        reset({ applicationName: '' });
        onCreated(application);
      },
    }),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('settings.applications.create')} className={styles.newForm}>
      <div className={styles.nameField}>
        <FormField control={control} name="applicationName" input={textInput} label={t('settings.applications.name')} isRequired />
      </div>
      <Button type="submit" isPending={create.isPending}>
        {t('settings.applications.create')}
      </Button>
      {create.isError ? (
        <Notification tone="error" autoHideMs={null}>
          {apiErrorMessage(create.error)}
        </Notification>
      ) : null}
    </form>
  );
}

function ApplicationRow({ application }: { application: UserApplication }) {
  const { t, i18n } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const { toast } = useToast();
  const rename = useRenameUserApplication();
  const remove = useDeleteUserApplication();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(application.applicationName);
  const [deleting, setDeleting] = useState(false);
  const when = (iso: string) => formatDateTime(iso, i18n.language, { style: 'medium' });

  const saveName = () => {
    if (!name.trim()) return;
    rename.mutate(
      { id: application._id, applicationName: name.trim() },
      {
        onSuccess: () => setEditing(false),
        onError: (failure) => toast({ tone: 'error', message: apiErrorMessage(failure), autoHideMs: null }),
      },
    );
  };

  return (
    <li className={styles.row}>
      <Card>
        <Card.Body>
          <Stack gap="small">
            {editing ? (
              <form
                className={styles.newForm}
                aria-label={t('settings.applications.renameLabel', { name: application.applicationName })}
                onSubmit={(event) => {
                  event.preventDefault();
                  saveName();
                }}
              >
                <div className={styles.nameField}>
                  <TextField
                    label={t('settings.applications.name')}
                    value={name}
                    onChange={setName}
                    isRequired
                    errorMessage={name.trim() ? undefined : t('settings.applications.nameRequired')}
                  />
                </div>
                <Inline gap="small">
                  <Button type="submit" size="small" isPending={rename.isPending}>
                    {t('settings.applications.save')}
                  </Button>
                  <Button size="small" variant="ghost" onPress={() => setEditing(false)}>
                    {t('settings.integrations.cancel')}
                  </Button>
                </Inline>
              </form>
            ) : (
              <Heading level={3}>{application.applicationName}</Heading>
            )}
            <Text size="small" tone="secondary">
              {t('settings.applications.idAndDates', {
                id: application.applicationId,
                created: when(application.createdAt),
              })}{' '}
              {application.lastUsedAt ? t('settings.applications.lastUsed', { when: when(application.lastUsedAt) }) : t('settings.applications.neverUsed')}
            </Text>
            {editing ? null : (
              <Inline gap="small">
                <Button
                  size="small"
                  variant="secondary"
                  onPress={() => {
                    setName(application.applicationName);
                    setEditing(true);
                  }}
                >
                  {t('settings.applications.rename')}
                </Button>
                <Button size="small" variant="ghost" tone="critical" onPress={() => setDeleting(true)}>
                  {t('settings.applications.delete')}
                </Button>
              </Inline>
            )}
          </Stack>
        </Card.Body>
      </Card>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        intent="delete"
        title={t('settings.applications.deleteTitle', { name: application.applicationName })}
        onConfirm={async () => {
          await remove.mutateAsync(application._id);
          toast({ tone: 'success', message: t('settings.applications.deleted', { name: application.applicationName }) });
        }}
      >
        {t('settings.applications.deleteText')}
      </ConfirmDialog>
    </li>
  );
}
