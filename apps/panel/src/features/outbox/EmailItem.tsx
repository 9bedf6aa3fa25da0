import type { OutboxEmail } from '@sereno/api-client';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { emailState } from './deliveryState.ts';
import { EmailContent } from './EmailContent.tsx';
import { MessageCard } from './MessageCard.tsx';
import * as styles from './OutboxPage.css.ts';

/** One email of the email outbox (a reset link, an alarm's email): as it arrives, with its delivery. */
export function EmailItem({ email, smtpConfigured }: { email: OutboxEmail; smtpConfigured: boolean }) {
  const { t } = useTranslation();
  return (
    <MessageCard
      icon={<Mail />}
      title={email.subject}
      state={emailState(email, smtpConfigured)}
      to={email.to}
      createdAt={email.createdAt}
      sentAt={email.sentAt}
      attempts={email.attempts}
      lastError={email.lastError}
      extra={email.redacted ? <p className={styles.caption}>{t('outbox.redacted')}</p> : null}
    >
      <EmailContent subject={email.subject} html={email.html} text={email.text} />
    </MessageCard>
  );
}
