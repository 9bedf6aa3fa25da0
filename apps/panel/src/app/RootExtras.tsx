import { useEffect } from 'react';
import { ConnectionBanner } from '../features/pwa/ConnectionBanner.tsx';
import { registerServiceWorker } from '../features/pwa/registerServiceWorker.ts';
import { EnvironmentExtras } from '../shared/environment/EnvironmentExtras.tsx';

/**
 * What every page carries besides itself, loaded after the first paint (RootLayout, lazily): the
 * environment's extras, the offline banner, and the service worker's registration (docs/pwa.md).
 * None of it is needed to paint a page, so none of it weighs on the first load's budget.
 */
export default function RootExtras() {
  useEffect(registerServiceWorker, []);
  return (
    <>
      <EnvironmentExtras />
      <ConnectionBanner />
    </>
  );
}
