import { configurationQuery } from '@sereno/api-client';
import { useQuery } from '@tanstack/react-query';
import { Analytics } from './Analytics.tsx';
import { DevBorder } from './DevBorder.tsx';

/** What depends on where the panel runs: the development border, or the production tracker. */
export function EnvironmentExtras() {
  const { data } = useQuery(configurationQuery());
  if (data?.environment === 'development') return <DevBorder />;
  if (data?.environment === 'production') return <Analytics scriptUrl={import.meta.env.VITE_ANALYTICS_SCRIPT_URL} />;
  return null;
}
