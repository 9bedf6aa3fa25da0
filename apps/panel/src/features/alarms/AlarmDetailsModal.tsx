import type { AlarmListItem, AlarmResolution } from '@sereno/api-client';
import { Badge, Button, Modal, Notification, Stack, Text } from '@sereno/ui';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { alarmLevelTones, formatAlarmPeak } from '../../shared/alarms/alarmDisplay.ts';
import { TextLink } from '../../shared/layout/TextLink.tsx';
import { formatDuration } from '../../shared/format/duration.ts';
import { paths } from '../../shared/paths.ts';
import { useNow } from '../../shared/time/useNow.ts';
import { AlarmChart } from './AlarmChart.tsx';
import { AlarmProtocols } from './AlarmProtocols.tsx';
import { useNextStep } from './AlarmProgress.tsx';
import { formatAlarmDate, NotifiedCounts } from './AlarmsTable.tsx';
import * as styles from './AlarmsPage.css.ts';
import { AlarmGuest, AlarmTrail } from './AlarmTrail.tsx';
import { FalseAlarmMark } from './FalseAlarmMark.tsx';
import { emptyResolution, ResolutionFields, toResolution } from './ResolutionFields.tsx';

export interface AlarmNotice {
  tone: 'success' | 'error';
  text: string;
}

export interface AlarmDetailsModalProps {
  /** The alarm shown; the dialog is open while it is set. */
  alarm: AlarmListItem | null;
  onClose: () => void;
  onAcknowledge: (alarm: AlarmListItem) => void;
  /** Resolves with why and a note; answers whether it worked (then the dialog shows the details again). */
  onResolve: (alarm: AlarmListItem, resolution: AlarmResolution) => Promise<boolean>;
  isAcknowledging: boolean;
  isResolving: boolean;
  /** What the last acknowledge or resolve did, said in the dialog where it was asked. */
  notice: AlarmNotice | null;
  onNoticeClose: () => void;
}

/**
 * Every field of an alarm (spec §3 Alarm, with its state, escalation, who took it and who resolved it,
 * why and their note), and while it is active: acknowledge, and resolve after a confirmation that asks
 * for an optional reason and note. The dialog stays open on the result.
 */
export function AlarmDetailsModal({ alarm, onClose, ...actions }: AlarmDetailsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={alarm !== null} onOpenChange={(open) => (open ? undefined : onClose())} isDismissable={!actions.isResolving}>
      <Modal.Title>{alarm ? t('alarms.details.title', { type: t(`alarms.types.${alarm.type}`), room: alarm.name }) : ''}</Modal.Title>
      {/* Another alarm starts on its details, with an empty draft. */}
      {alarm ? <AlarmDetailsContent key={alarm._id} alarm={alarm} onClose={onClose} {...actions} /> : null}
    </Modal>
  );
}

function AlarmDetailsContent({
  alarm,
  onClose,
  onAcknowledge,
  onResolve,
  isAcknowledging,
  isResolving,
  notice,
  onNoticeClose,
}: Omit<AlarmDetailsModalProps, 'alarm'> & { alarm: AlarmListItem }) {
  const { t } = useTranslation();
  const [isConfirming, setConfirming] = useState(false);
  const [draft, setDraft] = useState(emptyResolution);
  const isActive = alarm.state === 'active';

  const noticeShown = notice ? (
    <Notification tone={notice.tone} autoHideMs={null} onClose={onNoticeClose}>
      {notice.text}
    </Notification>
  ) : null;

  if (isConfirming && isActive) {
    return (
      <>
        <Modal.Body>
          <Stack gap="medium">
            <Text weight="strong">{t('alarms.resolve.question')}</Text>
            <Text tone="secondary">{t('alarms.resolve.consequence')}</Text>
            <ResolutionFields value={draft} onChange={setDraft} isDisabled={isResolving} />
            {noticeShown}
          </Stack>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onPress={() => setConfirming(false)} isDisabled={isResolving}>
            {t('alarms.actions.back')}
          </Button>
          <Button isPending={isResolving} onPress={() => void onResolve(alarm, toResolution(draft)).then((done) => (done ? setConfirming(false) : undefined))}>
            {t('alarms.resolve.confirm')}
          </Button>
        </Modal.Footer>
      </>
    );
  }

  return (
    <>
      <Modal.Body>
        <Stack gap="medium">
          {noticeShown}
          <AlarmGuest alarmId={alarm._id} />
          <AlarmProtocols alarm={alarm} />
          <AlarmChart alarm={alarm} />
          <AlarmFields alarm={alarm} />
          <FalseAlarmMark alarm={alarm} />
          <AlarmTrail alarmId={alarm._id} />
        </Stack>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onPress={onClose}>
          {t('alarms.actions.close')}
        </Button>
        {isActive && !alarm.acknowledged ? (
          <Button variant="secondary" isPending={isAcknowledging} onPress={() => onAcknowledge(alarm)}>
            {t('alarms.actions.acknowledge')}
          </Button>
        ) : null}
        {isActive ? (
          <Button
            onPress={() => {
              onNoticeClose();
              setConfirming(true);
            }}
          >
            {t('alarms.actions.resolve')}
          </Button>
        ) : null}
      </Modal.Footer>
    </>
  );
}

/** The alarm's fields as terms and values. */
function AlarmFields({ alarm }: { alarm: AlarmListItem }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const nextStep = useNextStep(alarm);
  // Until now while active; until its resolution after.
  const lasted = (alarm.resolved ? new Date(alarm.resolved.at).getTime() : now) - new Date(alarm.createdAt).getTime();
  const rows: [string, ReactNode][] = [
    [t('alarms.details.alarmTitle'), alarm.alarmTitle],
    [t('alarms.details.type'), t(`alarms.types.${alarm.type}`)],
    [t('alarms.details.level'), <Badge tone={alarmLevelTones[alarm.level]}>{t(`alarms.levels.${alarm.level}`)}</Badge>],
    [t('alarms.details.room'), <TextLink to={paths.room(alarm.roomId)}>{alarm.name}</TextLink>],
    [t('alarms.details.monitorId'), alarm.monitorId],
    [t('alarms.details.user'), alarm.username ?? t('alarms.details.nobody')],
    [t('alarms.details.createdAt'), formatAlarmDate(alarm.createdAt)],
    [t('alarms.details.lastTriggeredAt'), formatAlarmDate(alarm.lastTriggeredAt)],
    [t('alarms.details.peak'), formatAlarmPeak(alarm.peak, alarm.type)],
    ...(alarm.threshold === undefined ? [] : [[t('alarms.details.threshold'), formatAlarmPeak(alarm.threshold, alarm.type)] as [string, ReactNode]]),
    [t('alarms.details.lasting'), formatDuration(lasted, i18n.language)],
    [
      t('alarms.details.state'),
      <Badge tone={alarm.state === 'active' ? 'critical' : 'neutral'} variant={alarm.state === 'active' ? 'strong' : 'soft'}>
        {t(`alarms.states.${alarm.state}`)}
      </Badge>,
    ],
    [t('alarms.details.stage'), [t(`alarms.stages.${alarm.stage}`), nextStep].filter(Boolean).join(' · ')],
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
  ];
  if (alarm.resolved?.reason) rows.push([t('alarms.details.reason'), t(`alarms.resolve.reasons.${alarm.resolved.reason}`)]);
  if (alarm.resolved?.note) rows.push([t('alarms.details.note'), <span className={styles.note}>{alarm.resolved.note}</span>]);
  return (
    <dl className={styles.details}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
