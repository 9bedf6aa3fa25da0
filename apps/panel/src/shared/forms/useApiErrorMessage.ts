import { ApiError } from '@sereno/api-client';
import { useTranslation } from 'react-i18next';

/** The text for a failed call: the error catalogue's entry for its code, in the user's language. */
export function useApiErrorMessage() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    const code = error instanceof ApiError ? error.code : 'UNEXPECTED_ERROR';
    return t(`errors.${code}`, { message: error instanceof Error ? error.message : '' });
  };
}
