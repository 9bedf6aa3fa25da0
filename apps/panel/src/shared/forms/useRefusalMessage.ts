import { ApiError } from '@sereno/api-client';
import { useApiErrorMessage } from './useApiErrorMessage.ts';

/**
 * The text of a failed call whose refusals the server words in the person's language (the protocols, spec §8:
 * 'Failed to delete node: 409 - …', 'not the owner', the file errors), so a refusal shows as it came;
 * a field list, a lost connection or a server failure show the error catalogue's text.
 */
export function useRefusalMessage() {
  const apiErrorMessage = useApiErrorMessage();
  return (error: unknown): string => {
    if (
      error instanceof ApiError &&
      error.statusCode >= 400 &&
      error.statusCode < 500 &&
      error.statusCode !== 401 &&
      error.code !== 'HTTP_ERROR' &&
      !/^[\w.]+: /.test(error.message)
    ) {
      return error.message;
    }
    return apiErrorMessage(error);
  };
}
