import { useTranslation } from 'react-i18next';
import * as styles from './OutboxPage.css.ts';

export interface EmailContentProps {
  subject: string;
  html: string;
  text: string;
}

/**
 * An email as it would arrive: its HTML in a frame of its own, sandboxed (no script runs, nothing
 * reaches the panel), or its text when it has no HTML part.
 */
export function EmailContent({ subject, html, text }: EmailContentProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.caption}>{t('outbox.subject', { subject })}</p>
      {html ? (
        <iframe className={styles.email} title={t('outbox.emailPreview', { subject })} sandbox="" srcDoc={html} loading="lazy" />
      ) : (
        <pre className={styles.plainEmail}>{text}</pre>
      )}
    </>
  );
}
