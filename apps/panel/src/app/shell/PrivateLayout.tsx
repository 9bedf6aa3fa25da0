import { meQuery, useLogout, useSessionUser } from '@sereno/api-client';
import { AppShell, Inline, Navbar, Notification, SideNav, Stack, Text, Toaster, type SideNavLinkProps } from '@sereno/ui';
import { errorsNamespace } from '@sereno/validation';
import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { AlarmAttention } from '../../shared/alarms/AlarmAttention.tsx';
import { useApiErrorMessage } from '../../shared/forms/useApiErrorMessage.ts';
import { LanguageSwitch } from '../../shared/layout/LanguageSwitch.tsx';
import { ThemeSwitch } from '../../shared/layout/ThemeSwitch.tsx';
import { useIsNarrow } from '../../shared/layout/useIsNarrow.ts';
import { paths } from '../../shared/paths.ts';
import { useMiniSideNav } from '../../shared/preferences/sideNav.ts';
import { isCurrent, navigationFor } from './navigation.tsx';

/** The router's link for the panel's own pages; another app (the flasher) gets a plain link. */
function NavLink({ href, ...props }: SideNavLinkProps) {
  if (href.startsWith(paths.flasher)) return <a href={href} {...props} />;
  return <Link to={href} {...props} />;
}

/**
 * The frame of the private area (spec §2): the side navigation of the user's role, the top bar with
 * the theme and the language, and the page. The stored user draws it at once; GET /api/me then
 * confirms the session (a 401 removes the user, and the guard returns to login).
 */
export function PrivateLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const apiErrorMessage = useApiErrorMessage();
  const storedUser = useSessionUser();
  const me = useQuery(meQuery());
  const logout = useLogout();
  const [isMini, setMini] = useMiniSideNav();
  const isNarrow = useIsNarrow();
  const user = me.data ?? storedUser;
  if (!user) return null;
  const groups = navigationFor(user.role);
  const current = groups.flatMap((group) => group.entries).find((entry) => isCurrent(entry.href, pathname));
  // The account group is drawn below with logging out at its end, so that it is one group.
  const accountEntries = groups.find((group) => group.label === 'nav.account')?.entries ?? [];

  const sideNav = (
    <SideNav label={t('nav.label')} header={t('app.name')} isMini={isMini} onMiniChange={setMini} linkComponent={NavLink}>
      {groups
        .filter((group) => group.label !== 'nav.account')
        .map((group) => (
          <SideNav.Group key={group.label} label={t(group.label)}>
            {group.entries.map((entry) => (
              <SideNav.Item key={entry.screen} href={entry.href} label={t(entry.label)} icon={entry.icon} isActive={isCurrent(entry.href, pathname)} />
            ))}
          </SideNav.Group>
        ))}
      <SideNav.Group label={t('nav.account')}>
        {accountEntries.map((entry) => (
          <SideNav.Item key={entry.screen} href={entry.href} label={t(entry.label)} icon={entry.icon} isActive={isCurrent(entry.href, pathname)} />
        ))}
        <SideNav.Action
          label={t('nav.logout')}
          icon={<LogOut />}
          onPress={() => logout.mutate(undefined, { onSuccess: () => void navigate(paths.login, { replace: true }) })}
        />
      </SideNav.Group>
    </SideNav>
  );

  const navbar = (
    <Navbar
      title={current ? t(current.label) : t('app.name')}
      end={
        <Inline gap="xsmall" align="center">
          <ThemeSwitch compact={isNarrow} />
          <LanguageSwitch compact={isNarrow} />
        </Inline>
      }
    />
  );

  return (
    // The toasts of every page, and the alarms' own: a new alarm shows wherever the person is.
    <Toaster>
      <AlarmAttention />
      <AppShell sideNav={sideNav} navbar={navbar}>
        <Stack gap="large">
          {logout.isError && <Notification tone="error">{apiErrorMessage(logout.error)}</Notification>}
          {me.isError && (
            <Notification tone="warning" autoHideMs={null}>
              {t('USER_DATA_LOAD_ERROR', { ns: errorsNamespace })}
            </Notification>
          )}
          <Suspense fallback={<Text tone="secondary">{t('home.loading')}</Text>}>
            <Outlet />
          </Suspense>
        </Stack>
      </AppShell>
    </Toaster>
  );
}
