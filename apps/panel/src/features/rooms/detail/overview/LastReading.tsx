import { Notification, Text } from '@sereno/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/format/dateTime.ts';

/** The current time, again every `everyMs`: what "minutes ago" is counted from. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * When the device last measured, always visible (DESIGN.md: trustworthy numbers), and the inactivity
 * warning while the room is disconnected (`stale`: the server's status, spec §9: no reading for 30
 * minutes) — or when the device never reported.
 */
export function LastReading({ measuredAt, stale }: { measuredAt: string | undefined; stale: boolean }) {
  const { t, i18n } = useTranslation();
  const now = useNow(30_000);
  const at = measuredAt === undefined ? undefined : Date.parse(measuredAt);
  const when = measuredAt === undefined ? undefined : formatDateTime(measuredAt, i18n.language);
  const minutesAgo = at === undefined ? undefined : Math.max(0, Math.floor((now - at) / 60_000));

  if (at === undefined || stale) {
    return (
      <Notification tone="warning" autoHideMs={null}>
        {when ? t('rooms.detail.inactive', { when, minutes: minutesAgo }) : t('rooms.detail.neverReported')}
      </Notification>
    );
  }
  return (
    <Text size="small" tone="secondary">
      {t('rooms.detail.lastReading', { when, count: minutesAgo })}
    </Text>
  );
}
