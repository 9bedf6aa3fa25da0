import { alarmTrailQuery, type AlarmHandling, type AlarmStay, type AlarmTrailNotification } from '@sereno/api-client';
import { Badge, Heading, LinkButton, Notification, Stack, Text, type BadgeTone } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { BellRing, Mail, MessageSquare, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatAlarmDate } from './AlarmsTable.tsx';
import * as styles from './AlarmTrail.css.ts';

const statusTones: Record<AlarmTrailNotification['status'], BadgeTone> = { pending: 'neutral', sending: 'info', sent: 'positive', failed: 'critical' };
const deliveryTones: Record<NonNullable<AlarmTrailNotification['delivery']>, BadgeTone> = {
  delivered: 'positive',
  undelivered: 'critical',
  failed: 'critical',
};
/** The provider's reasons the panel words (Twilio's ErrorCode, a call's end); any other shows its code. */
const wordedDeliveryErrors = new Set(['30003', '30004', '30005', '30006', '30007', '30008', '21610', 'busy', 'no-answer', 'canceled', 'failed']);
const channelIcons = { call: Phone, sms: MessageSquare, email: Mail, push: BellRing } as const;

/** Who has been told of an alarm, each notification with where it stands. */
export function AlarmTrail({ alarmId }: { alarmId: string }) {
  const { t } = useTranslation();
  const trail = useQuery(alarmTrailQuery(alarmId));
  return (
    <section aria-labelledby={`trail-${alarmId}`}>
      <Stack gap="small">
        <Heading level={3} id={`trail-${alarmId}`}>
          {t('alarms.trail.title')}
        </Heading>
        {trail.isPending ? (
          <Text tone="secondary">{t('alarms.trail.loading')}</Text>
        ) : trail.isError ? (
          <Notification tone="error">{t('alarms.trail.loadError')}</Notification>
        ) : trail.data.notifications.length === 0 ? (
          <Text tone="secondary">{t('alarms.trail.none')}</Text>
        ) : (
          <ul className={styles.list}>
            {trail.data.notifications.map((notification) => (
              <TrailItem key={notification._id} notification={notification} />
            ))}
          </ul>
        )}
        {trail.data && trail.data.handling.length > 0 ? <Handling handling={trail.data.handling} /> : null}
      </Stack>
    </section>
  );
}

/** The guest the room had when the alarm was raised, first in the details: on a phone at night, the call is the next step. */
export function AlarmGuest({ alarmId }: { alarmId: string }) {
  // The trail's query: one request for both.
  const trail = useQuery(alarmTrailQuery(alarmId));
  return trail.data ? <GuestContact stay={trail.data.stay} /> : null;
}

/** Why the provider did not deliver it, in words when the panel knows the code. */
function useDeliveryError(): (code: string) => string {
  const { t } = useTranslation();
  return (code) => {
    if (!wordedDeliveryErrors.has(code)) return t('alarms.trail.deliveryErrorCode', { code });
    const why = t(`alarms.trail.deliveryErrors.${code}`);
    return /^\d+$/.test(code) ? t('alarms.trail.deliveryErrorWithCode', { why, code }) : why;
  };
}

function TrailItem({ notification }: { notification: AlarmTrailNotification }) {
  const { t } = useTranslation();
  const deliveryError = useDeliveryError();
  const Icon = channelIcons[notification.channel];
  const retrying = notification.status === 'pending' && notification.attempts > 0;
  // Once the provider reports on a message it accepted, its report is where it stands.
  const delivery = notification.status === 'sent' ? notification.delivery : null;
  const when = delivery
    ? delivery === 'delivered' && notification.deliveryAt
      ? t('alarms.trail.deliveredAt', { when: formatAlarmDate(notification.deliveryAt) })
      : notification.sentAt
        ? t('alarms.trail.sentAt', { when: formatAlarmDate(notification.sentAt) })
        : null
    : notification.sentAt
      ? t('alarms.trail.sentAt', { when: formatAlarmDate(notification.sentAt) })
      : formatAlarmDate(notification.createdAt);
  return (
    <li className={styles.item}>
      <Icon className={styles.channelIcon} aria-hidden />
      <span className={styles.lines}>
        <Text weight="strong">
          {t('alarms.trail.line', { channel: t(`alarms.trail.channels.${notification.channel}`), who: t(`alarms.trail.kinds.${notification.kind}`) })}
        </Text>
        <Text size="small" tone="secondary">
          {notification.to}
        </Text>
        <span className={styles.status}>
          {delivery ? (
            <Badge tone={deliveryTones[delivery]}>{t(`alarms.trail.deliveries.${delivery}`)}</Badge>
          ) : (
            <Badge tone={statusTones[notification.status]}>
              {retrying ? t('alarms.trail.retrying', { count: notification.attempts }) : t(`alarms.trail.statuses.${notification.status}`)}
            </Badge>
          )}
          {when ? (
            <Text size="small" tone="secondary">
              {when}
            </Text>
          ) : null}
          {!retrying && notification.attempts > 1 ? (
            <Text size="small" tone="secondary">
              {t('alarms.trail.attempts', { count: notification.attempts })}
            </Text>
          ) : null}
        </span>
        {notification.reason ? (
          <Text size="small">{t(`alarms.trail.reasons.${notification.reason}`)}</Text>
        ) : delivery && delivery !== 'delivered' && notification.deliveryError ? (
          <Text size="small">{deliveryError(notification.deliveryError)}</Text>
        ) : notification.lastError && notification.status !== 'sent' ? (
          <Text size="small">{t('alarms.trail.error', { error: notification.lastError })}</Text>
        ) : null}
      </span>
    </li>
  );
}

/** Who acknowledged and who resolved the alarm, and how: a message's button, the panel, or by itself. */
function Handling({ handling }: { handling: AlarmHandling[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="alarm-handling">
      <Stack gap="xsmall">
        <Heading level={4} id="alarm-handling">
          {t('alarms.trail.handling.title')}
        </Heading>
        <ul className={styles.list}>
          {handling.map((entry) => {
            const when = formatAlarmDate(entry.at);
            const user = entry.by?.username ?? t('alarms.trail.handling.someone');
            const what =
              entry.action === 'acknowledge'
                ? t('alarms.trail.handling.acknowledge', { user, when })
                : entry.by
                  ? t('alarms.trail.handling.resolve', { user, when })
                  : t('alarms.trail.handling.resolvedByItself', { when });
            return (
              <li key={entry.action} className={styles.handling}>
                <Text size="small">{what}</Text>
                <Text size="small" tone="secondary">
                  {t(`alarms.trail.handling.via.${entry.via}`)}
                </Text>
              </li>
            );
          })}
        </ul>
      </Stack>
    </section>
  );
}

/** The guest the room had when the alarm was raised, with call and SMS links a phone opens at once. */
function GuestContact({ stay }: { stay: AlarmStay | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="alarm-guest">
      <Stack gap="small">
        <Heading level={3} id="alarm-guest">
          {t('alarms.guest.title')}
        </Heading>
        {stay ? (
          <>
            <div>
              <Text weight="strong">{stay.guestName}</Text>
              <Text size="small" tone="secondary">
                {t('alarms.guest.stay', { checkIn: formatAlarmDate(stay.checkIn), checkOut: formatAlarmDate(stay.checkOut) })}
              </Text>
            </div>
            {stay.phone ? (
              <div className={styles.contact}>
                <LinkButton href={`tel:${stay.phone}`} variant="primary" icon={<Phone />}>
                  {t('alarms.guest.call', { phone: stay.phone })}
                </LinkButton>
                <LinkButton href={`sms:${stay.phone}`} icon={<MessageSquare />}>
                  {t('alarms.guest.sms')}
                </LinkButton>
              </div>
            ) : (
              <Text tone="secondary">{t('alarms.guest.noPhone')}</Text>
            )}
          </>
        ) : (
          <Text tone="secondary">{t('alarms.guest.none')}</Text>
        )}
      </Stack>
    </section>
  );
}
