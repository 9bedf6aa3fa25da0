import type { RoomEventsState } from '@sereno/api-client';
import { Badge } from '@sereno/ui';
import { useTranslation } from 'react-i18next';

const tones = { live: 'positive', connecting: 'neutral', offline: 'caution' } as const;

/** Says whether the readings on screen are kept live by the event stream. */
export function LiveBadge({ state }: { state: RoomEventsState }) {
  const { t } = useTranslation();
  return (
    <span role="status" data-live={state}>
      <Badge tone={tones[state]}>{t(`rooms.list.live.${state}`)}</Badge>
    </span>
  );
}
