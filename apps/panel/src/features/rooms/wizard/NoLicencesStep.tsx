import { InfoMessage, Stack, Text } from '@sereno/ui';
import { useTranslation } from 'react-i18next';

/**
 * Spec §6: with no licence left, a non-administrator is told to contact the administrator; an
 * administrator, to add licences to the owner's contract or choose another owner. A room with a
 * device needs no licence, so the person may go on with the device in hand.
 */
export function NoLicencesStep({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="medium">
      <InfoMessage>{isAdmin ? t('rooms.wizard.noLicences.admin') : t('rooms.wizard.noLicences.contactAdmin')}</InfoMessage>
      <Text size="small" tone="secondary">
        {t('rooms.wizard.noLicences.withDevice')}
      </Text>
    </Stack>
  );
}
