import { guestPageLinkQuery, useIssueGuestPageLink, useRevokeGuestPageLink, type Booking } from '@sereno/api-client';
import { Button, Heading, Inline, Notification, Skeleton, Stack, Text } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../shared/forms/useApiErrorMessage.ts';
import { formatDateTime } from '../../shared/format/dateTime.ts';
import * as styles from './BookingsPage.css.ts';

/**
 * The guest's page of a booking (docs/guest-page.md): its private link to copy or open, and to revoke
 * or issue again. The page shows the guest the house rules and the noise against the limit, nothing else.
 */
export function GuestPageSection({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const link = useQuery(guestPageLinkQuery(booking._id));
  const issue = useIssueGuestPageLink(booking._id);
  const revoke = useRevokeGuestPageLink(booking._id);
  const [copied, setCopied] = useState(false);
  const error = link.error ?? issue.error ?? revoke.error;
  const state = link.data?.state;
  const url = state === 'active' ? link.data?.url : null;
  return (
    <Stack gap="small">
      <Heading level={3}>{t('bookings.guestPage.title')}</Heading>
      <Text>{t('bookings.guestPage.about')}</Text>
      {error ? (
        <Notification tone="error" autoHideMs={null}>
          {apiErrorMessage(error)}
        </Notification>
      ) : null}
      {link.data ? (
        <>
          <Text>{state ? t(`bookings.guestPage.state.${state}`, { date: formatDateTime(link.data.expiresAt, i18n.language) }) : null}</Text>
          {url ? <code className={styles.value}>{url}</code> : null}
          <Inline gap="small" align="center">
            {url ? (
              <>
                <Button
                  variant="secondary"
                  onPress={() => {
                    void navigator.clipboard.writeText(url).then(() => setCopied(true));
                  }}
                >
                  {copied ? t('bookings.guestPage.copied') : t('bookings.guestPage.copy')}
                </Button>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {t('bookings.guestPage.open')}
                </a>
                <Button variant="secondary" isDisabled={revoke.isPending} onPress={() => revoke.mutate()}>
                  {t('bookings.guestPage.revoke')}
                </Button>
              </>
            ) : null}
            {state !== 'expired' ? (
              <Button
                variant="secondary"
                isDisabled={issue.isPending}
                onPress={() => {
                  setCopied(false);
                  issue.mutate();
                }}
              >
                {state === 'none' ? t('bookings.guestPage.issue') : t('bookings.guestPage.reissue')}
              </Button>
            ) : null}
          </Inline>
        </>
      ) : link.isPending ? (
        <Skeleton shape="rect" height="48px" width="100%" />
      ) : null}
    </Stack>
  );
}
