import { TextField } from '@sereno/ui';
import { useTranslation } from 'react-i18next';

/**
 * The claim code printed on a device's label beside its number: it proves the person holds a device
 * nobody owns yet (docs/devices.md, "Claim codes"). Optional: a device of the person's own needs none,
 * and the server says when one is missing or wrong.
 */
export function ClaimCodeField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return <TextField label={t('rooms.shared.claimCode')} description={t('rooms.shared.claimCodeHelp')} value={value} onChange={onChange} autoComplete="off" />;
}
