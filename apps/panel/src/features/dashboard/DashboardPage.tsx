import { meQuery, useSessionUser } from '@sereno/api-client';
import { Card, PageHeader, Stack, Text } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canSee } from '../../shared/access/screens.ts';
import { paths } from '../../shared/paths.ts';
import * as styles from './DashboardPage.css.ts';
import { AlarmFigures } from './AlarmFigures.tsx';
import { RoomFigures } from './RoomFigures.tsx';
import { StayFigures } from './StayFigures.tsx';

/**
 * The first private page: whom the session belongs to and, for those who watch rooms, how many are
 * connected, alerting and disconnected, how many alarms are active, and today's check-ins and
 * check-outs, each leading to its filtered list, live.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const storedUser = useSessionUser();
  const me = useQuery(meQuery());
  const user = me.data ?? storedUser;
  if (!user) return null;

  return (
    <div className={styles.page}>
      <Stack gap="xlarge">
        <PageHeader
          title={t('home.greeting', { name: user.name })}
          description={t('home.signedInAs', { username: user.username, role: t(`roles.${user.role}`) })}
        />
        {canSee(user.role, 'roomFigures') ? <RoomFigures /> : null}
        {canSee(user.role, 'alarms') ? <AlarmFigures /> : null}
        {canSee(user.role, 'bookings') ? <StayFigures /> : null}
        {/* Who reads no rooms but builds devices finds its way to the flasher. */}
        {!canSee(user.role, 'roomFigures') && canSee(user.role, 'flasher') ? (
          <Card title={t('dashboard.manufacturerTitle')}>
            <Card.Body>
              <Stack gap="small">
                <Text>{t('dashboard.manufacturerIntro')}</Text>
                <Text>
                  <a href={paths.flasher}>{t('dashboard.openFlasher')}</a>
                </Text>
              </Stack>
            </Card.Body>
          </Card>
        ) : null}
      </Stack>
    </div>
  );
}
