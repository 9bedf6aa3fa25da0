import { ApiError } from '@sereno/api-client';
import { errorsNamespace } from '@sereno/validation';
import { useTranslation } from 'react-i18next';

/** The text for a failed call: the error catalogue's entry for its code, in the user's language. */
export function useApiErrorMessage() {
  const { t } = useTranslation(errorsNamespace);
  return (error: unknown): string => (error instanceof ApiError ? t(error.code, error.params) : t('UNEXPECTED_ERROR'));
}
