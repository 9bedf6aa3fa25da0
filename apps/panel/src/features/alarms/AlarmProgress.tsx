import type { AlarmListItem } from '@sereno/api-client';
import { Text } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import { formatAlarmPeak } from '../../shared/alarms/alarmDisplay.ts';
import { formatDuration } from '../../shared/format/duration.ts';
import { useNow } from '../../shared/time/useNow.ts';

type Measured = Pick<AlarmListItem, 'peak' | 'threshold' | 'type'>;

/** The peak against the threshold it went over ("86 dBA (umbral 75 dBA)"); only the peak for alarms older than the threshold's record. */
export function useAlarmMeasure() {
  const { t } = useTranslation();
  return ({ peak, threshold, type }: Measured): string =>
    threshold === undefined
      ? formatAlarmPeak(peak, type)
      : t('alarms.measure.valueOverThreshold', { value: formatAlarmPeak(peak, type), threshold: formatAlarmPeak(threshold, type) });
}

/** The escalation's next step while nobody has taken the alarm, ticking: "anfitrión en 3 min"; null when none is due. */
export function useNextStep({ hostDueAt }: Pick<AlarmListItem, 'hostDueAt'>): string | null {
  const { t, i18n } = useTranslation();
  const now = useNow();
  if (hostDueAt === undefined) return null;
  const dueIn = new Date(hostDueAt).getTime() - now;
  // Rounded up to the minute: "in 0 min" would say it is done. Once due, the host is told on the next reading that still breaks the limit.
  return dueIn > 0 ? t('alarms.nextStep.hostIn', { duration: formatDuration(dueIn + 59_999, i18n.language) }) : t('alarms.nextStep.hostDue');
}

/**
 * How long an active alarm has lasted (ticking), how far its escalation got and its next step while
 * nobody has taken it: "Dura 12 min · Llamada al huésped · anfitrión en 3 min".
 */
export function AlarmProgress({ alarm }: { alarm: Pick<AlarmListItem, 'createdAt' | 'stage' | 'hostDueAt'> }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const lasting = formatDuration(now - new Date(alarm.createdAt).getTime(), i18n.language);
  const next = useNextStep(alarm);
  return (
    <Text size="small" tone="secondary">
      {t('alarms.lasting', { duration: lasting })} · {t(`alarms.stages.${alarm.stage}`)}
      {next ? ` · ${next}` : null}
    </Text>
  );
}
