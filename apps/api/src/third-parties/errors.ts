// A provider's failure as an answer of Sereno's API: never a 500 and never a 401 (the panel logs out on
// a 401). Refused credentials are the caller's to fix (400 when linking, 409 when the stored ones stop
// working); a provider that cannot be reached or asks to wait is 503 (with Retry-After when it said),
// no answer in time 504, an error or an undocumented answer 502. The message starts with the spec §8
// code: for Kross's link the one its status maps to (`krossLinkErrorCode`), so the two always agree.
import { krossLinkErrorCode, type ErrorCode, type Language } from '@sereno/validation';
import { HttpError } from '../platform/errors.ts';
import { ProviderError } from './http.ts';
import { thirdPartyText, type ThirdPartyMessage } from './messages.ts';
import type { PmsProvider } from '../db/schema/third-parties.ts';

/** Which call failed: linking an account, or using one already linked. */
export type ProviderAction = 'link' | 'use';

export function providerStatus(error: ProviderError, action: ProviderAction): number {
  switch (error.failure) {
    case 'rejected':
      return action === 'link' ? 400 : 409;
    case 'unreachable':
    case 'rateLimited':
    case 'tokenQuota':
      return 503;
    case 'timeout':
      return 504;
    case 'status':
      return error.status === 503 ? 503 : 502;
    case 'malformed':
      return 502;
  }
}

function codeOf(provider: PmsProvider, action: ProviderAction, error: ProviderError, status: number): ErrorCode {
  if (action === 'link') {
    if (provider === 'kross') return krossLinkErrorCode(status);
    return provider === 'guesty' ? 'LINK_CUSTOMER_GUESTY_ERROR' : 'AVANTIO_INTEGRATION_ERROR';
  }
  if (error.failure === 'rejected') return 'INVALID_CREDENTIALS';
  return status === 503 || status === 504 ? 'CONNECTION_ERROR' : 'API_ERROR';
}

/** The sentence for a person, without its code. */
export function providerErrorText(language: Language, error: ProviderError, action: ProviderAction): string {
  const { key, params } = providerErrorMessage(error, action);
  return thirdPartyText(language, key, params);
}

/** Which message tells `error`, to be put in words now or later (a sync run records it). */
export function providerErrorMessage(error: ProviderError, action: ProviderAction): ThirdPartyMessage {
  const provider = error.provider;
  switch (error.failure) {
    case 'rejected':
      if (action === 'use') return { key: 'storedRejected', params: { provider } };
      return provider === 'avantio' ? { key: 'avantioRejected', params: {} } : { key: 'rejected', params: { provider } };
    case 'unreachable':
      return { key: 'unreachable', params: { provider } };
    case 'timeout':
      return { key: 'timeout', params: { provider } };
    case 'rateLimited':
      return { key: 'rateLimited', params: { provider, seconds: error.retryAfterSeconds ?? 60 } };
    case 'tokenQuota':
      return { key: 'tokenQuota', params: { seconds: error.retryAfterSeconds ?? 0 } };
    case 'status':
      return error.status === 503
        ? { key: 'unreachable', params: { provider } }
        : { key: 'providerStatus', params: { provider, detail: `HTTP ${error.status ?? '?'}` } };
    case 'malformed':
      return { key: 'malformed', params: { provider } };
  }
}

/** `error` as the HttpError a route throws; anything that is not a ProviderError goes on as it is. */
export function asHttpError(language: Language, error: unknown, action: ProviderAction): unknown {
  if (!(error instanceof ProviderError)) return error;
  const status = providerStatus(error, action);
  const headers: Record<string, string> = error.retryAfterSeconds !== null ? { 'retry-after': String(error.retryAfterSeconds) } : {};
  return new HttpError(status, `${codeOf(error.provider, action, error, status)}: ${providerErrorText(language, error, action)}`, headers);
}

/** An error of the integrations that is not the provider's: `CODE: sentence`. */
export const thirdPartyError = (statusCode: number, code: ErrorCode, text: string): HttpError => new HttpError(statusCode, `${code}: ${text}`);
