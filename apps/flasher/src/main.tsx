import { configureApiClient, createQueryClient } from '@sereno/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createI18n } from './shared/i18n/create-i18n.ts';
import { browserSerial } from './shared/device/serial-port.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

const i18n = createI18n();
configureApiClient({ getLanguage: () => i18n.resolvedLanguage ?? 'es' });

createRoot(container).render(
  <StrictMode>
    <App i18n={i18n} queryClient={createQueryClient()} serial={browserSerial()} />
  </StrictMode>,
);
