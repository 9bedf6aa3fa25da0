import { ApiError } from '@sereno/api-client';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../shared/forms/useApiErrorMessage.ts';

/**
 * The text for a failed resolve: the server's 409 (someone, or the quiet minutes, resolved it first)
 * and 404 (not an alarm this person may see, or gone) in this page's words; the rest through the catalogue.
 */
export function useAlarmErrorMessage() {
  const { t } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  return (error: unknown): string => {
    if (error instanceof ApiError && error.statusCode === 409) return t('alarms.errors.alreadyResolved');
    if (error instanceof ApiError && error.statusCode === 404) return t('alarms.errors.notFound');
    return apiErrorMessage(error);
  };
}
