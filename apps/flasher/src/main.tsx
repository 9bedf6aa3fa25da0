import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createI18n } from './shared/i18n/create-i18n.ts';
import { browserSerial } from './features/serial/web-serial.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

createRoot(container).render(
  <StrictMode>
    <App i18n={createI18n()} serial={browserSerial()} />
  </StrictMode>,
);
