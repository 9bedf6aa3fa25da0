import type { RoomEventsState } from '@sereno/api-client';
import { Badge } from '@sereno/ui';
import { useTranslation } from 'react-i18next';

const tones = { live: 'positive', connecting: 'neutral', offline: 'caution' } as const;
const texts = { live: 'live.live', connecting: 'live.connecting', offline: 'live.offline' } as const;

/** Says whether what the page shows is kept live by the event stream (GET /api/events). */
export function LiveBadge({ state }: { state: RoomEventsState }) {
  const { t } = useTranslation();
  return (
    <span role="status" data-live={state}>
      <Badge tone={tones[state]}>{t(texts[state])}</Badge>
    </span>
  );
}
