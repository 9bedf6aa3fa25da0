import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createI18n } from './app/i18n.ts';
import { createPanelQueryClient } from './app/queryClient.ts';
import { createRouter } from './app/router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

const i18n = createI18n();
const queryClient = createPanelQueryClient(i18n);

createRoot(container).render(
  <StrictMode>
    <App i18n={i18n} queryClient={queryClient} router={createRouter({ i18n, queryClient })} />
  </StrictMode>,
);
