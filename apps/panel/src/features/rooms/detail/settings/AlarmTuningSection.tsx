import { alarmTuningQuery, useApplyAlarmTuning, type AlarmTuning, type RoomDetail } from '@sereno/api-client';
import { Button, Notification, Skeleton, Stack, Text } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../shared/feedback/LoadError.tsx';
import { useApiErrorMessage } from '../../../../shared/forms/useApiErrorMessage.ts';
import { formatAlarmDate } from '../../../alarms/AlarmsTable.tsx';
import * as styles from './AlarmTuningSection.css.ts';

type Suggestion = NonNullable<AlarmTuning['suggestion']>;

/**
 * The alarms marked false in the last 30 days and the settings that would have avoided them without
 * missing any other (issue 21, docs/alarms.md "Tuning a room"), with a one-click apply and the counts
 * before and after, as the server replayed the room's readings.
 */
export function AlarmTuningSection({ room }: { room: RoomDetail }) {
  const { t } = useTranslation();
  const tuning = useQuery(alarmTuningQuery(room._id));
  // Held here: once applied, the suggestion is gone, and the word that it was applied must stay.
  const apply = useApplyAlarmTuning();
  if (tuning.isError) return <LoadError error={tuning.error} onRetry={() => void tuning.refetch()} />;
  if (!tuning.data) return <Skeleton shape="rect" height="4rem" />;
  const { falseAlarms, suggestion, days } = tuning.data;
  return (
    <Stack gap="medium">
      {falseAlarms.length === 0 ? (
        <Text tone="secondary">{t('rooms.detail.settings.tuning.none', { days })}</Text>
      ) : (
        <>
          <Text>{t('rooms.detail.settings.tuning.marked', { count: falseAlarms.length, days })}</Text>
          <ul className={styles.list}>
            {falseAlarms.map((alarm) => (
              <li key={alarm.alarmId}>
                {t('rooms.detail.settings.tuning.item', {
                  when: formatAlarmDate(alarm.createdAt),
                  type: t(`rooms.detail.settings.tuning.types.${alarm.type}`),
                  cause: t(`alarms.falseAlarm.causes.${alarm.cause}`),
                })}
              </li>
            ))}
          </ul>
          {apply.isSuccess ? (
            <Notification tone="success" onClose={() => apply.reset()}>
              {t('rooms.detail.settings.tuning.applied')}
            </Notification>
          ) : null}
          {suggestion ? (
            <SuggestionCard roomId={room._id} suggestion={suggestion} apply={apply} />
          ) : (
            <Text tone="secondary">{t('rooms.detail.settings.tuning.nothing')}</Text>
          )}
        </>
      )}
    </Stack>
  );
}

function SuggestionCard({ roomId, suggestion, apply }: { roomId: string; suggestion: Suggestion; apply: ReturnType<typeof useApplyAlarmTuning> }) {
  const { t } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  return (
    <Stack gap="small">
      <Text weight="strong">{t('rooms.detail.settings.tuning.suggestion', { change: describeChange(suggestion, t) })}</Text>
      <Text size="small" tone="secondary">
        {t('rooms.detail.settings.tuning.counts', {
          beforeFalse: suggestion.before.falseAlarms,
          beforeOther: suggestion.before.otherAlarms,
          afterFalse: suggestion.after.falseAlarms,
          afterOther: suggestion.after.otherAlarms,
        })}
      </Text>
      {apply.isError ? (
        <Notification tone="error" autoHideMs={null} onClose={() => apply.reset()}>
          {apiErrorMessage(apply.error)}
        </Notification>
      ) : null}
      <div>
        <Button isPending={apply.isPending} onPress={() => apply.mutate(roomId)}>
          {t('rooms.detail.settings.tuning.apply')}
        </Button>
      </div>
    </Stack>
  );
}

/** The change in words: a sustain, thresholds, or a smoke or crowd threshold. */
function describeChange({ change }: Suggestion, t: TFunction): string {
  const noise = change.noiseSettings;
  if (noise) {
    const sustain = t('rooms.detail.settings.tuning.sustain', { minutes: noise.sustainMinutes });
    return noise.sensitivity === 'custom' ? t('rooms.detail.settings.tuning.thresholds', { ...noise.thresholds, sustain }) : sustain;
  }
  if (change.smokingAlertThreshold !== undefined) return t('rooms.detail.settings.tuning.smoke', { value: change.smokingAlertThreshold });
  return t('rooms.detail.settings.tuning.crowd', { value: change.crowdingAlertTreshold });
}
