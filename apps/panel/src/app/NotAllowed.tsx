import { Button, EmptyState } from '@sereno/ui';
import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../shared/paths.ts';

/** What a page the role may not see shows instead (`RequireScreen`): why, and the way back. */
export function NotAllowed() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState
      icon={<ShieldX />}
      headingLevel={2}
      title={t('access.notAllowedTitle')}
      description={t('access.notAllowedText')}
      action={
        <Button variant="secondary" onPress={() => void navigate(paths.home)}>
          {t('access.backHome')}
        </Button>
      }
    />
  );
}
