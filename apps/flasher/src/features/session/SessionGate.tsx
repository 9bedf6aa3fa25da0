import { ApiError, meQuery, type CurrentUser } from '@sereno/api-client';
import { Card, Notification, Stack, Text } from '@sereno/ui';
import { can } from '@sereno/validation';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The flasher works with the panel's session (same origin, same cookie): whoever is logged in there
 * and may use the flasher (`factory.use`) gets the bench; anyone else is told where to go.
 */
export function SessionGate({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { t } = useTranslation();
  const me = useQuery({ ...meQuery(), retry: false });
  if (me.isPending) return <Text tone="secondary">{t('session.checking')}</Text>;
  if (me.isError) {
    if (me.error instanceof ApiError && me.error.statusCode === 401)
      return (
        <Card>
          <Card.Body>
            <Stack gap="small">
              <Notification tone="info" title={t('session.signInTitle')} autoHideMs={null}>
                {t('session.signIn')}
              </Notification>
              <a href="/login">{t('session.openPanel')}</a>
            </Stack>
          </Card.Body>
        </Card>
      );
    return (
      <Notification tone="error" title={t('session.unreachable', { message: me.error.message })} autoHideMs={null}>
        {me.error.message}
      </Notification>
    );
  }
  if (!can(me.data.role, 'factory.use'))
    return (
      <Notification tone="warning" title={t('session.forbiddenTitle')} autoHideMs={null}>
        {t('session.forbidden')}
      </Notification>
    );
  return (
    <Stack gap="medium">
      <Text tone="secondary" size="small">
        {t('session.signedInAs', { username: me.data.username })}
      </Text>
      {children(me.data)}
    </Stack>
  );
}
