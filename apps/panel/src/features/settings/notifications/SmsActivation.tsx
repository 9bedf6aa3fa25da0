import { Notification } from '@sereno/ui';
import { useTranslation } from 'react-i18next';

/** Spec §6: SMS go out only once the provider has activated them for the customer (Sereno's staff record it). */
export function SmsActivation({ activated, since }: { activated: boolean; since: string | null }) {
  const { t } = useTranslation();
  return (
    <Notification
      tone={activated ? 'success' : 'warning'}
      autoHideMs={null}
      title={t(activated ? 'settings.notifications.smsOn' : 'settings.notifications.smsOff')}
    >
      {activated ? t('settings.notifications.smsOnText', { since: since ?? '' }) : t('settings.notifications.smsOffText')}
    </Notification>
  );
}
