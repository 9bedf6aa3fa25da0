import { translateMessage } from '@sereno/validation';
import { useTranslation } from 'react-i18next';

/** Turns the message key a validation schema produced into the text shown under a field. */
export function useFieldError() {
  const { t } = useTranslation();
  return (message: string | undefined) => (message ? translateMessage(message, t) : undefined);
}
