import { ApiError } from '@sereno/api-client';
import { useApiErrorMessage } from '../../../shared/forms/useApiErrorMessage.ts';

/**
 * The text for a failed users or customers call. A taken username or email is the catalogue's
 * USER_ALREADY_EXISTS (the api-client maps the 409 of a create); the other 409s — deleting or
 * deactivating oneself, the last administrator — are the server's own words (in the person's
 * language), which say what to do; the rest go through the catalogue.
 */
export function useUserErrorMessage() {
  const apiErrorMessage = useApiErrorMessage();
  return (error: unknown): string => (error instanceof ApiError && error.code === 'CONFLICT_ERROR' ? error.message : apiErrorMessage(error));
}
