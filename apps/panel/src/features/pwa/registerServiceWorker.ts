/**
 * Registers the panel's service worker (/sw.js, built from sw.ts by vite-plugin-pwa; docs/pwa.md)
 * once the page has loaded, so that it never competes with the first paint. Only in a production
 * build: the dev server and Storybook never register one (a stale worker there would serve old code).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    // The pages' chunks this first visit fetched before the worker took the page: the worker keeps them
    // too, so that the page opened now also opens offline (later ones pass through the worker anyway).
    const keep = () => {
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
        .map((url) => url.pathname);
      navigator.serviceWorker.controller?.postMessage({ type: 'keep', urls: loaded });
    };
    if (navigator.serviceWorker.controller) keep();
    else navigator.serviceWorker.addEventListener('controllerchange', keep, { once: true });
  };
  const start = () => void register().catch((error: unknown) => console.warn('service worker not registered', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
