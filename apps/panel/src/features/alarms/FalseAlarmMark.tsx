import { useFalseAlarmMark, useSessionUser, type AlarmListItem, type FalseAlarmCause } from '@sereno/api-client';
import { Button, Inline, Notification, Select, Stack, Text } from '@sereno/ui';
import { can } from '@sereno/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../shared/forms/useApiErrorMessage.ts';
import { formatAlarmDate } from './AlarmsTable.tsx';

/** The causes offered, in the API's order (`falseAlarmCauses`). */
export const falseAlarmCauses = ['doorSlam', 'cooking', 'incense', 'tv', 'cleaning', 'other'] as const satisfies readonly FalseAlarmCause[];

/**
 * Whether the alarm was false, and what set it off (issue 21): any alarm, active or resolved, may be
 * marked by whoever handles the room's alarms, and the mark taken back. The room's settings then
 * suggest the thresholds that would have avoided the alarms marked false (docs/alarms.md).
 */
export function FalseAlarmMark({ alarm }: { alarm: AlarmListItem }) {
  const user = useSessionUser();
  return user && can(user.role, 'alarms.handle') ? <FalseAlarmControls alarm={alarm} /> : null;
}

function FalseAlarmControls({ alarm }: { alarm: AlarmListItem }) {
  const { t } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const mark = useFalseAlarmMark();
  const [cause, setCause] = useState<FalseAlarmCause | null>(null);
  // The dialog holds the alarm it was opened with: the answer of the last change is the newer one.
  const falseAlarm = mark.data ? mark.data.falseAlarm : alarm.falseAlarm;

  return (
    <Stack gap="small">
      {mark.isError ? (
        <Notification tone="error" autoHideMs={null} onClose={() => mark.reset()}>
          {apiErrorMessage(mark.error)}
        </Notification>
      ) : null}
      {falseAlarm ? (
        <Inline gap="small" align="center">
          <Text>
            {t('alarms.falseAlarm.marked', {
              cause: t(`alarms.falseAlarm.causes.${falseAlarm.cause}`),
              user: falseAlarm.by?.username ?? t('alarms.details.nobody'),
              when: formatAlarmDate(falseAlarm.at),
            })}
          </Text>
          <Button variant="secondary" size="small" isPending={mark.isPending} onPress={() => mark.mutate({ alarmId: alarm._id, cause: null })}>
            {t('alarms.falseAlarm.unmark')}
          </Button>
        </Inline>
      ) : (
        <Inline gap="small" align="end">
          <Select
            label={t('alarms.falseAlarm.causeLabel')}
            value={cause}
            onChange={(key) => setCause(falseAlarmCauses.find((option) => option === key) ?? null)}
            options={falseAlarmCauses.map((key) => ({ key, label: t(`alarms.falseAlarm.causes.${key}`) }))}
          />
          <Button
            variant="secondary"
            isDisabled={cause === null}
            isPending={mark.isPending}
            onPress={() => cause && mark.mutate({ alarmId: alarm._id, cause })}
          >
            {t('alarms.falseAlarm.mark')}
          </Button>
        </Inline>
      )}
    </Stack>
  );
}
