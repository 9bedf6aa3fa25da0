import { profileSessionsQuery, useEndOtherProfileSessions, useEndProfileSession, type AccountSession } from '@sereno/api-client';
import { Badge, Button, Card, ConfirmDialog, Notification, Skeleton, Stack, Text, useToast } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/feedback/LoadError.tsx';
import { useApiErrorMessage } from '../../../shared/forms/useApiErrorMessage.ts';
import { formatDateTime } from '../../../shared/format/dateTime.ts';
import { describeBrowser } from './describeBrowser.ts';
import * as styles from './ProfilePage.css.ts';

/** This browser's session heads the list; the others follow, the most recently used first. */
const thisOneFirst = (sessions: AccountSession[]) => [...sessions].sort((a, b) => Number(b.current) - Number(a.current));

/**
 * The sessions open on one's account (GET /api/profile/sessions): where (address, browser) and when
 * (logged in, last used); ending one, or all but this one, "log out everywhere else".
 */
export function SessionsCard() {
  const { t, i18n } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const { toast } = useToast();
  const sessions = useQuery(profileSessionsQuery());
  const endOthers = useEndOtherProfileSessions();
  const endOne = useEndProfileSession();
  const [confirming, setConfirming] = useState(false);
  const when = (iso: string) => formatDateTime(iso, i18n.language, { style: 'medium' });
  const others = (sessions.data ?? []).filter((session) => !session.current);

  const end = (session: AccountSession) =>
    endOne.mutate(session._id, {
      onSuccess: () => toast({ tone: 'success', message: t('settings.profile.sessionEnded') }),
      onError: (failure) => toast({ tone: 'error', message: apiErrorMessage(failure), autoHideMs: null }),
    });

  return (
    <Card title={t('settings.profile.sessions')}>
      <Card.Body>
        <Stack gap="medium">
          <Text tone="secondary">{t('settings.profile.sessionsIntro')}</Text>
          {sessions.isError ? (
            <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} />
          ) : !sessions.data ? (
            <Skeleton lines={3} />
          ) : (
            <ul className={styles.sessions} aria-label={t('settings.profile.sessions')}>
              {thisOneFirst(sessions.data).map((session) => (
                <li key={session._id} className={styles.session}>
                  <div className={styles.sessionText}>
                    <Text weight="medium">
                      {describeBrowser(session.userAgent) ?? t('settings.profile.unknownBrowser')}{' '}
                      {session.current ? <Badge tone="positive">{t('settings.profile.thisSession')}</Badge> : null}
                    </Text>
                    <Text size="small" tone="secondary">
                      {t('settings.profile.sessionWhere', { ip: session.ip ?? t('settings.profile.unknownAddress') })}
                    </Text>
                    <Text size="small" tone="secondary">
                      {t('settings.profile.sessionWhen', { since: when(session.createdAt), last: when(session.lastSeenAt) })}
                    </Text>
                  </div>
                  {session.current ? null : (
                    <Button size="small" variant="secondary" isPending={endOne.isPending && endOne.variables === session._id} onPress={() => end(session)}>
                      {t('settings.profile.endSession')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {endOthers.isError ? (
            <Notification tone="error" autoHideMs={null}>
              {apiErrorMessage(endOthers.error)}
            </Notification>
          ) : null}
          <div>
            <Button variant="secondary" tone="critical" isDisabled={others.length === 0} onPress={() => setConfirming(true)}>
              {t('settings.profile.endOthers')}
            </Button>
          </div>
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="critical"
        title={t('settings.profile.endOthersTitle')}
        confirmLabel={t('settings.profile.endOthers')}
        onConfirm={async () => {
          await endOthers.mutateAsync();
          toast({ tone: 'success', message: t('settings.profile.othersEnded') });
        }}
      >
        {t('settings.profile.endOthersText', { count: others.length })}
      </ConfirmDialog>
    </Card>
  );
}
