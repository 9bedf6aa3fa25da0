import type { OutboxNotification } from '@sereno/api-client';
import { BellRing, Mail, MessageSquare, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../shared/layout/TextLink.tsx';
import { paths } from '../../shared/paths.ts';
import { notificationState } from './deliveryState.ts';
import { EmailContent } from './EmailContent.tsx';
import { MessageCard } from './MessageCard.tsx';
import * as styles from './OutboxPage.css.ts';

const channelIcons = { call: <Phone />, sms: <MessageSquare />, email: <Mail />, push: <BellRing /> } as const;

/** An alarm's or a disconnection's message (docs/alarms.md): the call's script, the SMS, or the email. */
export function NotificationItem({ notification }: { notification: OutboxNotification }) {
  const { t } = useTranslation();
  const { channel } = notification;
  return (
    <MessageCard
      icon={channelIcons[channel]}
      title={`${t(`outbox.channel.${channel}`)} · ${t(`outbox.kind.${notification.kind}`)}`}
      state={notificationState(notification)}
      to={notification.to}
      createdAt={notification.createdAt}
      sentAt={notification.sentAt}
      attempts={notification.attempts}
      lastError={notification.lastError}
      extra={<TextLink to={paths.room(notification.roomId)}>{t('outbox.openRoom')}</TextLink>}
    >
      {channel === 'email' ? (
        <EmailContent subject={notification.subject ?? ''} html={notification.html ?? ''} text={notification.text} />
      ) : channel === 'sms' ? (
        <figure className={styles.plainFigure}>
          <figcaption className={styles.caption}>{t('outbox.smsText')}</figcaption>
          <p className={styles.sms}>{notification.text}</p>
        </figure>
      ) : (
        <figure className={styles.plainFigure}>
          <figcaption className={styles.caption}>
            {t('outbox.callScript')}
            {notification.voice ? ` — ${t('outbox.voice', { voice: notification.voice, language: notification.language })}` : ''}
          </figcaption>
          <blockquote className={styles.script}>{notification.text}</blockquote>
        </figure>
      )}
    </MessageCard>
  );
}
