import { configureApiClient, createQueryClient } from '@sereno/api-client';
import { ThemeRoot } from '@sereno/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';

interface AppProps {
  i18n: I18n;
  router: ReturnType<typeof createBrowserRouter>;
}

/** Providers in the order pages need them: language, server state, theme, routes. */
export function App({ i18n, router }: AppProps) {
  const [queryClient] = useState(() => {
    configureApiClient({ getLanguage: () => i18n.resolvedLanguage ?? 'es' });
    return createQueryClient();
  });
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedRoutes router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

function ThemedRoutes({ router }: Pick<AppProps, 'router'>) {
  const { i18n } = useTranslation();
  return (
    <ThemeRoot theme="light" locale={i18n.resolvedLanguage ?? 'es'}>
      <RouterProvider router={router} />
    </ThemeRoot>
  );
}
