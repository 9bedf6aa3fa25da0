import type { RoomListItem } from '@sereno/api-client';
import { Badge, Button, Card, Checkbox, Inline, Stack, Text } from '@sereno/ui';
import { CalendarClock, Flame, Thermometer, Users } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { formatMeasurement, isStale, noiseLevelTones, units } from '../shared/measurements.ts';
import { RoomStatusLabel } from '../shared/RoomStatusLabel.tsx';
import { stayKeyOf, type RoomStay } from '../shared/stays.ts';
import * as styles from './RoomCard.css.ts';
import { formatAge, formatDateTime } from '../../../shared/format/dateTime.ts';

export interface RoomCardProps {
  room: RoomListItem;
  /** The time readings are aged against (ticks while the page is open). */
  now: number;
  /** Whether the person may merge the room, put a device in it or change its device (the room writers). */
  canWrite: boolean;
  onMerge: (room: RoomListItem) => void;
  onRequestDevice: (room: RoomListItem) => void;
  /** The card's checkbox for a bulk action; absent for those who have none. */
  selection?: { isSelected: boolean; onChange: (selected: boolean) => void };
}

/** Calm when all is well; a stripe of colour only for a loud room or a silent device. */
function toneOf(room: RoomListItem) {
  if (!room.monitor) return 'neutral';
  if (room.status === 'disconnected') return 'caution';
  return room.data.level === 'high' ? 'critical' : 'neutral';
}

/**
 * One room as a night agent scans it: the noise large, temperature, smoke and occupancy small, the
 * age of the reading always shown; past 30 minutes (stale) the values are greyed, as they may no longer
 * hold. A room without a device offers to get one.
 */
export function RoomCard({ room, now, canWrite, onMerge, onRequestDevice, selection }: RoomCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { data } = room;
  const stale = isStale(room.status);

  return (
    <article aria-labelledby={`room-${room._id}`} data-room-id={room._id} data-status={room.status}>
      <Card tone={toneOf(room)}>
        <Card.Header>
          <div className={styles.titleRow}>
            <Stack gap="xxsmall">
              <h3 className={styles.name} id={`room-${room._id}`}>
                <Link className={styles.nameLink} to={paths.room(room._id)}>
                  {room.name}
                </Link>
              </h3>
              {room.address ? (
                <Text size="small" tone="secondary">
                  {room.address}
                </Text>
              ) : null}
            </Stack>
            <Inline gap="xsmall" align="center">
              {room.monitor ? <RoomStatusLabel status={room.status} /> : null}
              {selection ? <Checkbox label={t('rooms.list.bulk.select')} isSelected={selection.isSelected} onChange={selection.onChange} /> : null}
            </Inline>
          </div>
          {room.activeAlarms > 0 ? (
            <Badge tone="critical" variant="strong">
              {t('rooms.list.card.activeAlarms', { count: room.activeAlarms })}
            </Badge>
          ) : null}
        </Card.Header>
        <Card.Body>
          {room.monitor ? (
            <Stack gap="medium">
              <div className={stale ? styles.staleValues : styles.values} data-stale={stale || undefined}>
                <Inline align="center" justify="space-between">
                  <p className={styles.noise} aria-label={t('rooms.list.card.noiseValue', { value: formatMeasurement(data.value, language, units.noise) })}>
                    <span data-testid="noise">{formatMeasurement(data.value, language, '')}</span>
                    <span className={styles.noiseUnit}>{units.noise}</span>
                  </p>
                  {/* An old reading says how loud it was, not how loud it is: no colour of alarm. */}
                  <Badge tone={stale ? 'neutral' : noiseLevelTones[data.level]}>{t(`rooms.shared.noiseLevel.${data.level}`)}</Badge>
                </Inline>
                <dl className={styles.figures}>
                  <Figure
                    icon={<Thermometer size={16} />}
                    label={t('rooms.shared.temperature')}
                    value={formatMeasurement(data.temperature, language, units.temperature, 1)}
                  />
                  <Figure
                    icon={<Flame size={16} />}
                    label={t('rooms.shared.smoke')}
                    value={formatMeasurement(data.smokingProbability, language, units.percent)}
                  />
                  <Figure
                    icon={<Users size={16} />}
                    label={t('rooms.shared.occupancy')}
                    value={data.pax === undefined ? formatMeasurement(undefined, language, '') : t('rooms.shared.devicesNearby', { count: data.pax })}
                  />
                </dl>
              </div>
              <Text size="small" tone={stale ? 'caution' : 'secondary'}>
                {data.updatedAt
                  ? stale
                    ? t('rooms.shared.staleReading', { age: formatAge(data.updatedAt, now, language) })
                    : t('rooms.shared.lastReading', { age: formatAge(data.updatedAt, now, language) })
                  : t('rooms.shared.noReading')}
              </Text>
            </Stack>
          ) : (
            <Stack gap="small">
              <Text tone="secondary">{t('rooms.list.card.noDevice')}</Text>
            </Stack>
          )}
          {room.stay ? <StayLine stay={room.stay} language={language} /> : null}
        </Card.Body>
        {canWrite ? (
          <Card.Footer>
            {room.monitor ? (
              <Button size="small" variant="secondary" onPress={() => onRequestDevice(room)}>
                {t('rooms.list.swapDevice.action')}
              </Button>
            ) : (
              <Button size="small" onPress={() => onRequestDevice(room)}>
                {t('rooms.list.card.requestDevice')}
              </Button>
            )}
            <Button size="small" variant="secondary" onPress={() => onMerge(room)}>
              {t('rooms.list.merge.action')}
            </Button>
          </Card.Footer>
        ) : null}
      </Card>
    </article>
  );
}

function Figure({ icon, label, value }: { icon: ReactElement; label: string; value: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className={styles.figureValue}>{value}</dd>
    </div>
  );
}

/** The guest in the room and when they leave, or the next one and when they come (spec §2: check-ins). */
function StayLine({ stay, language }: { stay: RoomStay; language: string }) {
  const { t } = useTranslation();
  const { key, when } = stayKeyOf(stay);
  return (
    <p className={styles.stay}>
      <CalendarClock size={16} aria-hidden="true" />
      <span>{t(`rooms.list.card.${key}`, { name: stay.guestName, when: formatDateTime(when, language, { style: 'stay' }) })}</span>
    </p>
  );
}
