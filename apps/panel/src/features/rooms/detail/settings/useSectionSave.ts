import { useToast } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../../shared/forms/useApiErrorMessage.ts';

/** What every settings section does after saving: a success toast naming it, or the error translated. */
export function useSectionSave(section: string) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const apiErrorMessage = useApiErrorMessage();
  return {
    onSuccess: () => void toast({ tone: 'success', message: t('rooms.detail.settings.saved', { section }) }),
    onError: (error: unknown) => void toast({ tone: 'error', title: t('rooms.detail.settings.notSaved', { section }), message: apiErrorMessage(error) }),
  };
}
