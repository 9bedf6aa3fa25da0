/**
 * Registers the panel's service worker (/sw.js, built from sw.ts by vite-plugin-pwa; docs/pwa.md)
 * once the page has loaded, so that it never competes with the first paint. Only in a production
 * build: the dev server and Storybook never register one (a stale worker there would serve old code).
 */
/** How long the page keeps naming its finished chunks to the worker after it took the page. */
const keepWatchingMs = 60_000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    // The pages' chunks this first visit fetched before the worker took the page: the worker keeps them
    // too, so that the page opened now also opens offline (later ones pass through the worker anyway).
    // An observer, not one look at the entries: a chunk still arriving when the worker takes the page
    // did not go through it, and has its entry only once it has arrived.
    const keep = () => {
      const observer = new PerformanceObserver((list) => {
        const urls = list
          .getEntries()
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
          .map((url) => url.pathname);
        if (urls.length > 0) navigator.serviceWorker.controller?.postMessage({ type: 'keep', urls });
      });
      observer.observe({ type: 'resource', buffered: true });
      setTimeout(() => observer.disconnect(), keepWatchingMs);
    };
    if (navigator.serviceWorker.controller) keep();
    else navigator.serviceWorker.addEventListener('controllerchange', keep, { once: true });
  };
  const start = () => void register().catch((error: unknown) => console.warn('service worker not registered', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
