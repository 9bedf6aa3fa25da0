import { Stack, Text } from '@sereno/ui';
import { Network } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import * as styles from '../shared/users.css.ts';

/** Spec §2 "edit nodes": the user's protocol graph, in the protocol builder opened at that owner. */
export function EditNodes({ userId }: { userId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="small">
      <Text tone="secondary">{t('users.detail.nodes.text')}</Text>
      <div>
        <Link className={styles.sectionLink} to={paths.protocolsOf(userId)}>
          <Network aria-hidden size={16} />
          {t('users.detail.nodes.link')}
        </Link>
      </div>
    </Stack>
  );
}
