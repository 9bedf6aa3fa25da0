import { activeAlarmsListQuery, alarmsQuery } from '@sereno/api-client';
import { Badge, Text } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { alarmLevelTones, formatAlarmPeak } from '../../shared/alarms/alarmDisplay.ts';
import { formatDuration } from '../../shared/format/duration.ts';
import { paths } from '../../shared/paths.ts';
import { useNow } from '../../shared/time/useNow.ts';
import * as styles from './DashboardPage.css.ts';

/** How many rooms in alarm the dashboard names; the tile's link leads to the rest. */
export const roomsInAlarmShown = 5;

/**
 * Which rooms are in alarm, not only how many: the most severe and oldest first (the alarms page's
 * order), each with what went over its threshold and for how long, leading to the room. Kept live by
 * the alarm events that refresh every alarms query.
 */
export function RoomsInAlarm() {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const alarms = useQuery(alarmsQuery({ ...activeAlarmsListQuery, sortKey: 'priority', limit: roomsInAlarmShown }));
  const shown = alarms.data?.alarms ?? [];
  if (shown.length === 0) return null;
  return (
    <ul className={styles.alarmRooms} aria-label={t('dashboard.roomsInAlarm')}>
      {shown.map((alarm) => (
        <li key={alarm._id}>
          <Link className={styles.alarmRoom} to={paths.room(alarm.roomId)}>
            <span className={styles.alarmRoomName}>{alarm.name}</span>
            <Badge tone={alarmLevelTones[alarm.level]}>{alarm.alarmTitle}</Badge>
            <Text as="span" size="small" tone="secondary">
              {[
                alarm.threshold === undefined
                  ? formatAlarmPeak(alarm.peak, alarm.type)
                  : t('dashboard.overThreshold', { value: formatAlarmPeak(alarm.peak, alarm.type), threshold: formatAlarmPeak(alarm.threshold, alarm.type) }),
                formatDuration(now - new Date(alarm.createdAt).getTime(), i18n.language),
              ].join(' · ')}
            </Text>
          </Link>
        </li>
      ))}
    </ul>
  );
}
