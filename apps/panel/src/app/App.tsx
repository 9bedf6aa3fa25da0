import { getSessionUser, subscribeSessionUser } from '@sereno/api-client';
import { ThemeRoot } from '@sereno/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { createBrowserRouter } from 'react-router';
// The DOM's RouterProvider: it flushes the router's updates through react-dom (react-router v8).
import { RouterProvider } from 'react-router/dom';
import { useTheme } from '../shared/preferences/theme.ts';
import { formatLocale } from '../shared/format/locale.ts';

interface AppProps {
  i18n: I18n;
  /** Made before the router, whose loaders start requests (queryClient.ts). */
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}

/** Providers in the order pages need them: language, server state, theme, routes. */
export function App({ i18n, queryClient, router }: AppProps) {
  // A session that ends (logout, or a 401 from any call) takes its answers with it, so that the next
  // person to log in on this browser never sees the last one's rooms, even for a moment. Only an end:
  // a 401 while no one is stored (a page asking whose the session is) must not clear the query that
  // asked, or its answer never reaches the page.
  useEffect(() => {
    let stored = getSessionUser();
    return subscribeSessionUser(() => {
      const now = getSessionUser();
      if (stored && !now) queryClient.clear();
      stored = now;
    });
  }, [queryClient]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedRoutes router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

function ThemedRoutes({ router }: Pick<AppProps, 'router'>) {
  // Not ready while the language's texts are still on their way (English, and the error codes' words
  // in any language, are fetched on demand).
  const { i18n, ready } = useTranslation(['panel', 'errors'], { useSuspense: false });
  const theme = useTheme();
  if (!ready) return null;
  return (
    <ThemeRoot theme={theme} locale={formatLocale(i18n.resolvedLanguage ?? 'es')}>
      <RouterProvider router={router} />
    </ThemeRoot>
  );
}
