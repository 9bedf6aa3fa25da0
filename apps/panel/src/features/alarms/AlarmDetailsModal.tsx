import type { AlarmListItem } from '@sereno/api-client';
import { Badge, Button, Modal, Notification, Stack } from '@sereno/ui';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { alarmLevelTones, formatAlarmPeak } from '../../shared/alarms/alarmDisplay.ts';
import { TextLink } from '../../shared/layout/TextLink.tsx';
import { paths } from '../../shared/paths.ts';
import { formatAlarmDate, NotifiedCounts } from './AlarmsTable.tsx';
import * as styles from './AlarmsPage.css.ts';

export interface AlarmDetailsModalProps {
  /** The alarm shown; the dialog is open while it is set. */
  alarm: AlarmListItem | null;
  onClose: () => void;
  onResolve: (alarm: AlarmListItem) => void;
  isResolving: boolean;
  /** Why the last resolve failed, said in the dialog where it was asked. */
  error: string | null;
}

/** Every field of an alarm (spec §3 Alarm, with its state, escalation, who saw and who resolved it), and resolve while it is active. */
export function AlarmDetailsModal({ alarm, onClose, onResolve, isResolving, error }: AlarmDetailsModalProps) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = alarm
    ? [
        [t('alarms.details.alarmTitle'), alarm.alarmTitle],
        [t('alarms.details.type'), t(`alarms.types.${alarm.type}`)],
        [t('alarms.details.level'), <Badge tone={alarmLevelTones[alarm.level]}>{t(`alarms.levels.${alarm.level}`)}</Badge>],
        [t('alarms.details.room'), <TextLink to={paths.room(alarm.roomId)}>{alarm.name}</TextLink>],
        [t('alarms.details.monitorId'), alarm.monitorId],
        [t('alarms.details.user'), alarm.username ?? t('alarms.details.nobody')],
        [t('alarms.details.createdAt'), formatAlarmDate(alarm.createdAt)],
        [t('alarms.details.lastTriggeredAt'), formatAlarmDate(alarm.lastTriggeredAt)],
        [t('alarms.details.peak'), formatAlarmPeak(alarm.peak, alarm.type)],
        [
          t('alarms.details.state'),
          <Badge tone={alarm.state === 'active' ? 'critical' : 'neutral'} variant={alarm.state === 'active' ? 'strong' : 'soft'}>
            {t(`alarms.states.${alarm.state}`)}
          </Badge>,
        ],
        [t('alarms.details.stage'), t(`alarms.stages.${alarm.stage}`)],
        [t('alarms.details.notified'), <NotifiedCounts alarm={alarm} />],
        [
          t('alarms.details.acknowledged'),
          alarm.acknowledged
            ? t('alarms.details.acknowledgedBySomeone', {
                user: alarm.acknowledged.by?.username ?? t('alarms.details.nobody'),
                when: formatAlarmDate(alarm.acknowledged.at),
              })
            : t('alarms.details.nobody'),
        ],
        [
          t('alarms.details.resolvedBy'),
          alarm.resolved
            ? alarm.resolved.by
              ? t('alarms.details.resolvedBySomeone', { user: alarm.resolved.by.username ?? alarm.resolved.by._id, when: formatAlarmDate(alarm.resolved.at) })
              : t('alarms.details.resolvedByItself', { when: formatAlarmDate(alarm.resolved.at) })
            : t('alarms.details.nobody'),
        ],
      ]
    : [];

  return (
    <Modal open={alarm !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Modal.Title>{alarm ? t('alarms.details.title', { type: t(`alarms.types.${alarm.type}`), room: alarm.name }) : ''}</Modal.Title>
      <Modal.Body>
        <Stack gap="medium">
          <dl className={styles.details}>
            {rows.map(([term, value]) => (
              <Fragment key={term}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.value}>{value}</dd>
              </Fragment>
            ))}
          </dl>
          {error ? (
            <Notification tone="error" autoHideMs={null}>
              {error}
            </Notification>
          ) : null}
        </Stack>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onPress={onClose}>
          {t('alarms.actions.close')}
        </Button>
        {alarm?.state === 'active' ? (
          <Button isPending={isResolving} onPress={() => onResolve(alarm)}>
            {t('alarms.actions.resolve')}
          </Button>
        ) : null}
      </Modal.Footer>
    </Modal>
  );
}
