import { ApiError, cardFileUrl } from '@sereno/api-client';
import { ProtocolCardView } from '@sereno/protocol-cards';
import { Skeleton, Stack, Text } from '@sereno/ui';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../feedback/LoadError.tsx';
import { withCardTexts } from './cardTexts.ts';
import * as styles from './Protocols.css.ts';
import { useCards, type CardsTarget } from './useCards.ts';

/** About a screenful of cards (two columns of four on a wide screen): those React renders first. */
const firstScreenCards = 8;

/**
 * What a night agent reads (spec §2 a room's protocols tab): every card that applies, its own and
 * those it inherits, each inherited one marked with where it comes from, nearest first.
 */
export function ProtocolsView({ ownerId, target }: { ownerId: string; target: CardsTarget }) {
  const { t, i18n } = useTranslation();
  withCardTexts(i18n);
  const { error, retry, list } = useCards(ownerId, target);
  // The first screenful renders and paints at once; the rest follow in a background render that
  // React interrupts for input (`useDeferredValue` starts below the real count, then catches up).
  // A room's 40 cards take several times longer to mount than a screenful (docs/protocols.md).
  const deferredCount = useDeferredValue(list?.length ?? 0, firstScreenCards);
  const rendered = Math.max(firstScreenCards, deferredCount);
  if (error instanceof ApiError && error.statusCode === 404) return <NotActive />;
  if (error) return <LoadError error={error} onRetry={retry} />;
  if (!list) return <Skeleton shape="rect" height="16rem" width="100%" />;
  if (list.length === 0) return <Text tone="secondary">{t('rooms.detail.protocols.empty')}</Text>;
  return (
    <div className={`${styles.cards} ${styles.readCards}`} aria-busy={rendered < list.length}>
      {list.slice(0, rendered).map(({ card, inheritedFrom }) => (
        <ProtocolCardView key={card._id} module={card.module} content={card.content} fileUrl={cardFileUrl} inheritedFrom={inheritedFrom} />
      ))}
    </div>
  );
}

/** The owner's graph is not active: its rooms have no protocols yet. */
export function NotActive() {
  const { t } = useTranslation();
  return (
    <Stack gap="small">
      <Text tone="secondary">{t('rooms.detail.protocols.notActive')}</Text>
    </Stack>
  );
}
