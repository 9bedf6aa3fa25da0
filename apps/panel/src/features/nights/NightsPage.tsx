import { roomNightsQuery, roomsQuery, type RoomNight } from '@sereno/api-client';
import { Card, DatePicker, EmptyState, Notification, PageHeader, Radio, RadioGroup, SearchSelect, Skeleton, Stack } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { localDateOf } from '../../shared/dates/localDay.ts';
import { useApiErrorMessage } from '../../shared/forms/useApiErrorMessage.ts';
import { roomOptions } from '../../shared/lists/roomOptions.ts';
import { SpanFigures } from '../../shared/nights/SpanFigures.tsx';
import * as styles from './NightsPage.css.ts';
import { formatDay } from '../../shared/format/dateTime.ts';

const periods = ['lastNight', 'last7Nights', 'chosen'] as const;
type Period = (typeof periods)[number];

/** Yesterday on the viewer's clock: the night that ended this morning. */
const yesterday = (): string => {
  const now = new Date();
  return localDateOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
};

/**
 * The morning after (issue 31): how a room's nights went — last night, the last seven, or a chosen one —
 * one card a night. The room, the period and the night live in the URL; without a room, the room most
 * in alarm is shown.
 */
export function NightsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const period: Period = periods.find((item) => item === search.get('period')) ?? 'lastNight';
  const night = period === 'chosen' ? (search.get('night') ?? yesterday()) : yesterday();
  const chosenRoom = search.get('roomId');
  // The room to open on: the one most in alarm, as the rooms list sorts them.
  const firstRoom = useQuery({ ...roomsQuery({ sortKey: 'alarms', limit: 5 }), enabled: chosenRoom === null });
  const roomId = chosenRoom ?? firstRoom.data?.rooms[0]?._id ?? null;
  const nights = useQuery({ ...roomNightsQuery(roomId ?? '', { night, count: period === 'last7Nights' ? 7 : 1 }), enabled: roomId !== null });
  const roomName = nights.data?.roomName ?? (chosenRoom === null ? firstRoom.data?.rooms[0]?.name : undefined);
  const update = (changes: Record<string, string | null>) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes))
          if (value === null) next.delete(key);
          else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className={styles.page}>
      <Stack gap="large">
        <PageHeader title={t('nights.title')} description={t('nights.description')} />
        <div className={styles.toolbar} role="search" aria-label={t('nights.title')}>
          <div className={styles.room}>
            <SearchSelect
              key={roomName ?? roomId ?? 'room'}
              label={t('nights.room')}
              placeholder={t('nights.roomPlaceholder')}
              value={roomId}
              valueLabel={roomName}
              onChange={(value) => update({ roomId: value })}
              loadOptions={({ search: text, limit, signal }) => roomOptions(text, limit, signal)}
            />
          </div>
          <RadioGroup
            label={t('nights.period')}
            orientation="horizontal"
            value={period}
            onChange={(value) => update({ period: value, night: value === 'chosen' ? night : null })}
          >
            {periods.map((item) => (
              <Radio key={item} value={item}>
                {t(`nights.periods.${item}`)}
              </Radio>
            ))}
          </RadioGroup>
          {period === 'chosen' ? (
            <div className={styles.night}>
              <DatePicker label={t('nights.night')} value={night} maxValue={yesterday()} onChange={(value) => (value ? update({ night: value }) : undefined)} />
            </div>
          ) : null}
        </div>
        {roomId ? (
          <RoomNights roomId={roomId} night={night} count={period === 'last7Nights' ? 7 : 1} />
        ) : firstRoom.isPending && chosenRoom === null ? (
          <Skeleton shape="rect" height="240px" width="100%" />
        ) : (
          <EmptyState title={firstRoom.data?.totalRooms === 0 ? t('nights.noRooms') : t('nights.chooseRoom')} />
        )}
      </Stack>
    </div>
  );
}

function RoomNights({ roomId, night, count }: { roomId: string; night: string; count: number }) {
  const apiErrorMessage = useApiErrorMessage();
  const nights = useQuery(roomNightsQuery(roomId, { night, count }));
  if (nights.isError)
    return (
      <Notification tone="error" autoHideMs={null}>
        {apiErrorMessage(nights.error)}
      </Notification>
    );
  if (!nights.data) return <Skeleton shape="rect" height="240px" width="100%" />;
  return (
    <Stack gap="medium">
      {nights.data.nights.map((item) => (
        <NightCard key={item.night} night={item} roomId={roomId} timeZone={nights.data.timeZone} />
      ))}
    </Stack>
  );
}

function NightCard({ night, roomId, timeZone }: { night: RoomNight; roomId: string; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const date = formatDay(night.night, i18n.language, 'longNoYear');
  const title = t('nights.nightTitle', { date });
  return (
    <Card title={title} titleLevel={2}>
      <Card.Body>
        <SpanFigures summary={night} roomId={roomId} timeZone={timeZone} chartLabel={`${t('nights.figures.noise')}, ${title}`} />
      </Card.Body>
    </Card>
  );
}
