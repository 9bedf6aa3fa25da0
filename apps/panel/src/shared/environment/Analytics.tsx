import { useEffect } from 'react';

/**
 * Spec §1: an analytics tracker runs only in production. The tracker is whatever script the
 * deployment names at build time (`VITE_ANALYTICS_SCRIPT_URL`); nothing is loaded elsewhere, so
 * development and demo sessions are never counted.
 */
export function Analytics({ scriptUrl }: { scriptUrl: string | undefined }) {
  useEffect(() => {
    if (!scriptUrl) return;
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.analytics = 'true';
    document.head.append(script);
    return () => script.remove();
  }, [scriptUrl]);
  return null;
}
