import { Text } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../shared/layout/TextLink.tsx';
import { paths } from '../../shared/paths.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { LoginForm } from './LoginForm.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout
      title={t('login.title')}
      intro={t('login.intro')}
      footer={
        <>
          <Text size="small">
            <TextLink to={paths.resetPassword}>{t('login.forgotPassword')}</TextLink>
          </Text>
          <Text size="small">
            {t('login.noAccount')} <TextLink to={paths.register}>{t('login.register')}</TextLink>
          </Text>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
