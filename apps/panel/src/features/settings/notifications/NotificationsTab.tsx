import { notificationPreferencesQuery, useUpdateNotificationPreferences, type CustomerNotificationPreferences } from '@sereno/api-client';
import { Button, Card, Checkbox, Notification, Skeleton, Stack, Text } from '@sereno/ui';
import { notificationPreferencesSchema, type NotificationPreferences } from '@sereno/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/feedback/LoadError.tsx';
import { FormField } from '../../../shared/forms/FormField.tsx';
import { switchInput } from '../../../shared/forms/inputs/switchInput.tsx';
import { useApiErrorMessage } from '../../../shared/forms/useApiErrorMessage.ts';
import { formatDateTime } from '../../../shared/format/dateTime.ts';
import { SmsActivation } from './SmsActivation.tsx';
import * as styles from './NotificationsTab.css.ts';

/** Each alarm and what it can send, in the spec's order (§3 Notification preferences). */
const groups = {
  noise: ['calls', 'notifyGuest', 'sms', 'emails', 'disconnectedDeviceEmails'],
  smoke: ['sms', 'emails'],
  crowd: ['sms', 'emails'],
} as const;

/**
 * How the customer wants to be told (spec §3; PUT /api/customers/{id}/notification-preferences): the
 * defaults of its new rooms, and of all its rooms when it ticks the box. Each switch says in words what
 * it means; the SMS activation says whether any SMS can go at all.
 */
export function NotificationsTab({ customerId }: { customerId: string }) {
  const current = useQuery(notificationPreferencesQuery(customerId));
  if (current.isError) return <LoadError error={current.error} onRetry={() => void current.refetch()} />;
  if (!current.data) return <Skeleton lines={8} />;
  // Keyed by customer, not by answer: saving updates the answer, and the form keeps what it shows.
  return <PreferencesForm key={current.data.customerId} current={current.data} />;
}

function PreferencesForm({ current }: { current: CustomerNotificationPreferences }) {
  const { t, i18n } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const save = useUpdateNotificationPreferences();
  const [applyToRooms, setApplyToRooms] = useState(false);
  const { control, handleSubmit } = useForm<NotificationPreferences>({
    resolver: zodResolver(notificationPreferencesSchema),
    defaultValues: current.preferences,
  });
  const submit = handleSubmit((preferences) =>
    save.mutate({
      customerId: current.customerId,
      preferences,
      // One switch says both: the customer wants disconnection emails, and its rooms send them.
      disconnectionEmails: preferences.noise.disconnectedDeviceEmails,
      applyToRooms,
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('settings.notifications.title')}>
      <Stack gap="large">
        <Text tone="secondary">{t('settings.notifications.intro')}</Text>
        <SmsActivation
          activated={current.smsActivated}
          since={current.smsActivatedAt ? formatDateTime(current.smsActivatedAt, i18n.language, { style: 'medium' }) : null}
        />
        {(Object.keys(groups) as (keyof typeof groups)[]).map((alarm) => (
          <Card key={alarm} title={t(`settings.notifications.${alarm}.title`)}>
            <Card.Body>
              <fieldset className={styles.group}>
                <legend className={styles.legend}>{t(`settings.notifications.${alarm}.legend`)}</legend>
                <Stack gap="medium">
                  {groups[alarm].map((channel) => (
                    <FormField
                      key={channel}
                      control={control}
                      name={`${alarm}.${channel}` as 'noise.calls'}
                      input={switchInput}
                      label={t(`settings.notifications.${alarm}.${channel}`)}
                      description={t(`settings.notifications.${alarm}.${channel}Help`)}
                    />
                  ))}
                </Stack>
              </fieldset>
            </Card.Body>
          </Card>
        ))}
        {save.isError ? (
          <Notification tone="error" autoHideMs={null}>
            {apiErrorMessage(save.error)}
          </Notification>
        ) : null}
        {save.isSuccess ? (
          <Notification tone="success" onClose={() => save.reset()}>
            {save.data.updatedRooms > 0 ? t('settings.notifications.savedWithRooms', { count: save.data.updatedRooms }) : t('settings.notifications.saved')}
          </Notification>
        ) : null}
        <Checkbox
          label={t('settings.notifications.applyToRooms', { count: current.rooms })}
          description={t('settings.notifications.applyToRoomsHelp')}
          isSelected={applyToRooms}
          onChange={setApplyToRooms}
          isDisabled={current.rooms === 0}
        />
        <div>
          <Button type="submit" variant="primary" isPending={save.isPending}>
            {t('settings.notifications.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
