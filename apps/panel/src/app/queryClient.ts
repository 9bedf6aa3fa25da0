import { configureApiClient, createQueryClient } from '@sereno/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';

/**
 * The panel's server state, made before the router so that routes can start their page's requests
 * while the page's code is still on its way (router.tsx). Requests ask for the chosen language's
 * messages.
 */
export function createPanelQueryClient(i18n: I18n): QueryClient {
  configureApiClient({ getLanguage: () => i18n.resolvedLanguage ?? 'es' });
  return createQueryClient();
}
