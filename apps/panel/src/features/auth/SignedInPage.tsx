import { ApiError, meQuery } from '@sereno/api-client';
import { Skeleton, Stack, Text } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { LoadError } from '../../shared/feedback/LoadError.tsx';
import { paths, safeReturnPath } from '../../shared/paths.ts';
import { AuthLayout } from './AuthLayout.tsx';

/**
 * Where a link that logged the person in on the server lands (an alarm email's one-room link,
 * docs/alarms.md): the session is a cookie the page cannot read, so the panel asks the server whose it
 * is (which stores the user, replacing whoever was stored before) and goes on to `next`. Without a
 * session (the link's session ended meanwhile) the login takes the person to the same place.
 */
export function SignedInPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const next = safeReturnPath(searchParams.get('next'));
  // Always asked anew (an answer cached for another account must not decide); a 401 is an answer, not a fault: no retry.
  const me = useQuery({ ...meQuery(), retry: false, refetchOnMount: 'always' });
  const answered = me.isFetchedAfterMount && !me.isFetching;

  if (answered && me.isSuccess) return <Navigate to={next} replace />;
  if (answered && me.error instanceof ApiError && me.error.statusCode === 401) return <Navigate to={paths.loginThen(next)} replace />;
  return (
    <AuthLayout title={t('signedIn.title')}>
      {answered && me.isError ? (
        <LoadError error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <Stack gap="small">
          <Text size="small" tone="secondary">
            {t('signedIn.checking')}
          </Text>
          <Skeleton shape="rect" height="3rem" announce={false} />
        </Stack>
      )}
    </AuthLayout>
  );
}
