import { ApiError, cardFileUrl, useSessionUser, type AlarmListItem } from '@sereno/api-client';
import { ProtocolCardView } from '@sereno/protocol-cards';
import { Heading, Stack } from '@sereno/ui';
import { can } from '@sereno/validation';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/feedback/LoadError.tsx';
import { TextLink } from '../../shared/layout/TextLink.tsx';
import { paths } from '../../shared/paths.ts';
import { alarmProtocolModules } from '../../shared/protocols/alarmProtocolModules.ts';
import { withCardTexts } from '../../shared/protocols/cardTexts.ts';
import * as protocolStyles from '../../shared/protocols/Protocols.css.ts';
import { useCards } from '../../shared/protocols/useCards.ts';

/**
 * What to do about this alarm (issue 31): the room's protocol cards for its type — its own and those
 * it inherits — right in the details, so that an agent at night need not look for them. Nothing shows
 * when the room has none, or its owner's protocols are not active.
 */
export function AlarmProtocols({ alarm }: { alarm: AlarmListItem }) {
  const user = useSessionUser();
  return user && alarm.ownerId && can(user.role, 'protocols.read') ? <RoomProtocolsFor alarm={alarm} ownerId={alarm.ownerId} /> : null;
}

function RoomProtocolsFor({ alarm, ownerId }: { alarm: AlarmListItem; ownerId: string }) {
  const { t, i18n } = useTranslation();
  withCardTexts(i18n);
  const { error, retry, list } = useCards(ownerId, { roomId: alarm.roomId });
  if (error instanceof ApiError && error.statusCode === 404) return null;
  const modules = alarmProtocolModules[alarm.type];
  const concerning = (list ?? [])
    .filter(({ card }) => modules.includes(card.module))
    .toSorted((a, b) => modules.indexOf(a.card.module) - modules.indexOf(b.card.module));
  if (!error && concerning.length === 0) return null;
  return (
    <section aria-labelledby="alarm-protocols">
      <Stack gap="small">
        <Heading level={3} id="alarm-protocols">
          {t('alarms.protocols.title')}
        </Heading>
        {error ? (
          <LoadError error={error} onRetry={retry} />
        ) : (
          <div className={protocolStyles.cards}>
            {concerning.map(({ card, inheritedFrom }) => (
              <ProtocolCardView key={card._id} module={card.module} content={card.content} fileUrl={cardFileUrl} inheritedFrom={inheritedFrom} />
            ))}
          </div>
        )}
        <TextLink to={paths.room(alarm.roomId, { tab: 'protocols' })}>{t('alarms.protocols.all')}</TextLink>
      </Stack>
    </section>
  );
}
