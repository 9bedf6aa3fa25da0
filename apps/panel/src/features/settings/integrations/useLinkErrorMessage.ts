import { ApiError } from '@sereno/api-client';
import { errorsNamespace, thirdPartyErrorCode } from '@sereno/validation';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../shared/forms/useApiErrorMessage.ts';

export interface LinkErrorMessage {
  /** The spec §8 code's text from the catalogue ("The Guesty account could not be linked."), when the server named one. */
  title?: string;
  /** What happened and what to do: the server's sentence after the code, in the request's language. */
  detail: string;
}

/**
 * A failed link, unlink or sync of a PMS account. The server starts its message with the spec's code
 * (LINK_CUSTOMER_GUESTY_ERROR, INVALID_CREDENTIALS, CONNECTION_ERROR, API_ERROR…) and goes on with
 * what the provider said; the code's catalogue text heads the notice and the sentence follows, as
 * only the sentence knows "Kross does not accept the credentials" or "try again in 30 seconds".
 */
export function useLinkErrorMessage() {
  const { t } = useTranslation(errorsNamespace);
  const apiErrorMessage = useApiErrorMessage();
  return (error: unknown): LinkErrorMessage => {
    const code = error instanceof ApiError ? thirdPartyErrorCode(error.message) : undefined;
    if (!(error instanceof ApiError) || code === undefined) return { detail: apiErrorMessage(error) };
    return { title: t(code), detail: error.message.slice(code.length + 2) };
  };
}
