import { ApiError } from '@sereno/api-client';
import { alreadyLinkedMessageKey, errorsNamespace, linkedRoomName, providerNames, thirdPartyErrorCode, type PmsProviderName } from '@sereno/validation';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../../shared/forms/useApiErrorMessage.ts';

/**
 * The text for a failed integration call. Spec §8: a listing another room holds answers a message
 * with "is already linked to another room:" and that room's name, which is read out and shown in the
 * person's language. The server's other integration refusals start with their spec code and go on in
 * the request's language with what to do ("link the account again", "try in 30 seconds"): that
 * sentence is shown, which the catalogue's generic text could not say.
 */
export function useIntegrationErrorMessage() {
  const { t } = useTranslation();
  const { t: tError } = useTranslation(errorsNamespace);
  const apiErrorMessage = useApiErrorMessage();
  return (error: unknown, provider: PmsProviderName): string => {
    if (!(error instanceof ApiError)) return apiErrorMessage(error);
    const code = thirdPartyErrorCode(error.message);
    const roomName = linkedRoomName(error.message);
    if (roomName !== undefined) {
      return code === 'GUESTY_LISTING_ALREADY_LINKED_ERROR' || code === 'AVANTIO_ACCOMMODATION_ALREADY_LINKED_ERROR'
        ? tError(alreadyLinkedMessageKey(code, roomName), { roomName })
        : t('rooms.detail.settings.integrations.alreadyLinked', { provider: providerNames[provider], roomName });
    }
    return code === undefined ? apiErrorMessage(error) : error.message.slice(code.length + 2);
  };
}
