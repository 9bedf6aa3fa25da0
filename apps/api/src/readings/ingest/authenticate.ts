// Step 3 of the ingest (after the batch holds its place under the bound): the device's token.
import type { Language } from '@sereno/validation';
import { deviceTokenMatches } from '../../devices/tokens.ts';
import { deviceTokenHash } from '../../devices/service.ts';
import type { Database } from '../../platform/database.ts';
import { HttpError } from '../../platform/errors.ts';
import { serverMessage } from '../../platform/messages.ts';

/** Throws a 401 unless `token` is the device's. */
export async function authenticateDevice(db: Database, monitorId: string, token: string | undefined, language: Language): Promise<void> {
  const tokenHash = token ? await deviceTokenHash(db, monitorId) : undefined;
  // An unknown monitorId and a wrong token answer alike: the answer does not tell which devices exist.
  if (tokenHash === undefined || !token || !deviceTokenMatches(token, tokenHash)) throw new HttpError(401, serverMessage(language, 'deviceUnauthorized'));
}
