import { ApiError } from '@sereno/api-client';
import { useApiErrorMessage } from '../../../shared/forms/useApiErrorMessage.ts';

/** The server's own words for these refusals: specific, in the person's language (Accept-Language). */
function isExplained(error: ApiError): boolean {
  if (error.code === 'ROOM_NOT_FOUND') return false;
  // 409: no licence left, the device watches another room, merges closed; 404: no such device;
  // 403: a wrong claim code; 429: too many wrong claim codes, and for how long;
  // 400 that is not a list of fields: a merge into itself, an unknown owner, a missing claim code.
  if ([409, 404, 403, 429].includes(error.statusCode)) return true;
  return error.statusCode === 400 && !/^[\w.]+: /.test(error.message);
}

/**
 * The text for a failed room call. A refusal the server explains says what happened and what to do,
 * which the catalogue's generic "conflict" or "not found" would not; the rest goes through the catalogue.
 */
export function useRoomErrorMessage() {
  const apiErrorMessage = useApiErrorMessage();
  return (error: unknown): string => (error instanceof ApiError && isExplained(error) ? error.message : apiErrorMessage(error));
}
