import { useEndUserSessions, userSessionsQuery, type UserListItem } from '@sereno/api-client';
import { Button, ConfirmDialog, Skeleton, Stack, Text, useToast } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/feedback/LoadError.tsx';
import { formatDateTime } from '../../../shared/format/dateTime.ts';

/**
 * For administrators: where the person is logged in (how many browsers, the last activity) and ending
 * every one of those sessions at once — a lost phone, a shared computer, someone who left.
 */
export function UserSessions({ user }: { user: UserListItem }) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const sessions = useQuery(userSessionsQuery(user._id));
  const endAll = useEndUserSessions();
  const [confirming, setConfirming] = useState(false);
  if (sessions.isError) return <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} />;
  if (!sessions.data) return <Skeleton lines={2} />;
  const open = sessions.data;
  const last = open[0]?.lastSeenAt;
  return (
    <Stack gap="medium">
      <Text>
        {last === undefined
          ? t('users.detail.sessions.none')
          : t('users.detail.sessions.summary', { count: open.length, last: formatDateTime(last, i18n.language, { style: 'medium' }) })}
      </Text>
      <div>
        <Button variant="secondary" tone="critical" icon={<LogOut />} isDisabled={open.length === 0} onPress={() => setConfirming(true)}>
          {t('users.detail.sessions.endAll')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="critical"
        title={t('users.detail.sessions.endTitle', { username: user.username })}
        confirmLabel={t('users.detail.sessions.endAll')}
        onConfirm={async () => {
          const ended = await endAll.mutateAsync(user._id);
          toast({ tone: 'success', message: t('users.detail.sessions.ended', { count: ended, username: user.username }) });
        }}
      >
        {t('users.detail.sessions.endText')}
      </ConfirmDialog>
    </Stack>
  );
}
