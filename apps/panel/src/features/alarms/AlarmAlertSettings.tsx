import { Stack, Switch, Text } from '@sereno/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playAlarmChime } from '../../shared/alarms/alarmChime.ts';
import { useAlarmBrowserNotifications, useAlarmSound } from '../../shared/preferences/alarmAlerts.ts';

const notificationsSupported = () => typeof Notification !== 'undefined';

/**
 * How this browser draws attention to a new alarm, besides the toast and the tab's count: a chime
 * (on by default for night agents) and a browser notification while the page is out of view, which
 * asks the browser's permission when turned on.
 */
export function AlarmAlertSettings() {
  const { t } = useTranslation();
  const [sound, setSound] = useAlarmSound();
  const [browser, setBrowser] = useAlarmBrowserNotifications();
  const [permission, setPermission] = useState(() => (notificationsSupported() ? Notification.permission : 'denied'));

  const turnBrowser = async (on: boolean) => {
    if (!on) return setBrowser(false);
    const answer = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    setPermission(answer);
    setBrowser(answer === 'granted');
  };

  return (
    <Stack gap="small">
      <Switch
        label={t('alarms.alerts.sound')}
        isSelected={sound}
        onChange={(on) => {
          setSound(on);
          // Turning it on is a tap: the browser lets the page sound from now on, and the person hears it.
          if (on) playAlarmChime();
        }}
      />
      {notificationsSupported() ? (
        <Switch
          label={t('alarms.alerts.browser')}
          isSelected={browser && permission === 'granted'}
          isDisabled={permission === 'denied'}
          onChange={(on) => void turnBrowser(on)}
        />
      ) : null}
      {notificationsSupported() && permission === 'denied' ? (
        <Text size="small" tone="secondary">
          {t('alarms.alerts.blocked')}
        </Text>
      ) : null}
    </Stack>
  );
}
