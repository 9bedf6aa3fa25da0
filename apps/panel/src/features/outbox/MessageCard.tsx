import { Badge, Card, Stack, Text } from '@sereno/ui';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/dateTime.ts';
import { deliveryTones, type DeliveryState } from './deliveryState.ts';
import * as styles from './OutboxPage.css.ts';

export interface MessageCardProps {
  icon: ReactNode;
  /** "Llamada · Aviso de alarma": the channel and what it is for. */
  title: string;
  state: DeliveryState;
  to: string;
  createdAt: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
  /** What the message says, as it would reach the person. */
  children: ReactNode;
  /** A link or a note under the facts. */
  extra?: ReactNode;
}

/** One message of the outbox: what and to whom, its delivery state in words, and its content. */
export function MessageCard({ icon, title, state, to, createdAt, sentAt, attempts, lastError, children, extra }: MessageCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const when = (iso: string) => formatDateTime(iso, i18n.language, { style: 'medium' });
  return (
    <li>
      <article aria-labelledby={titleId}>
        <Card>
          <Card.Body>
            <Stack gap="small">
              <div className={styles.header}>
                <h2 id={titleId} className={styles.title}>
                  <span className={styles.icon} aria-hidden="true">
                    {icon}
                  </span>
                  {title}
                </h2>
                <Badge tone={deliveryTones[state]}>{t(`outbox.state.${state}`)}</Badge>
              </div>
              <p className={styles.facts}>
                <span>{t('outbox.to', { to })}</span>
                <span>{t('outbox.createdAt', { when: when(createdAt) })}</span>
                {sentAt ? <span>{t('outbox.sentAt', { when: when(sentAt) })}</span> : null}
                {attempts > 0 ? <span>{t('outbox.attempts', { count: attempts })}</span> : null}
              </p>
              <Text size="small" tone="secondary">
                {t(`outbox.stateHelp.${state}`)}
              </Text>
              {lastError && state !== 'sent' ? (
                <Text size="small" tone="critical">
                  {t('outbox.lastError', { error: lastError })}
                </Text>
              ) : null}
              {children}
              {extra}
            </Stack>
          </Card.Body>
        </Card>
      </article>
    </li>
  );
}
