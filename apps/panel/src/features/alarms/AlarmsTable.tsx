import type { AlarmListItem } from '@sereno/api-client';
import { Badge, Button, DataTable, Stack, Text, type DataTableColumn, type DataTableSort } from '@sereno/ui';
import { visuallyHidden } from '@sereno/ui/css';
import { CircleCheck, Eye, Mail, MessageSquare, Phone, UserCheck } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { alarmLevelTones } from '../../shared/alarms/alarmDisplay.ts';
import { dateAndTime } from '../../shared/format/dateTime.ts';
import { TextLink } from '../../shared/layout/TextLink.tsx';
import { useIsNarrow } from '../../shared/layout/useIsNarrow.ts';
import { paths } from '../../shared/paths.ts';
import { AlarmProgress, useAlarmMeasure } from './AlarmProgress.tsx';
import { alarmSortKeys } from './alarmsListState.ts';
import * as styles from './AlarmsPage.css.ts';

export interface AlarmsTableProps {
  alarms: readonly AlarmListItem[];
  isLoading: boolean;
  error: ReactNode;
  emptyState: ReactNode;
  footer: ReactNode;
  sort: DataTableSort | null;
  onSortChange: (sort: DataTableSort | null) => void;
  /** The user's column, for those who see the alarms of several owners. */
  showUser: boolean;
  /** The alarm being acknowledged, whose button waits. */
  acknowledgingId: string | undefined;
  onDetails: (alarm: AlarmListItem) => void;
  onAcknowledge: (alarm: AlarmListItem) => void;
  /** Asks to resolve: the page confirms first. */
  onResolve: (alarm: AlarmListItem) => void;
}

/** The columns a phone leaves out: their content moves into other cells, or into the details. */
const phoneHidden = new Set(['username', 'createdAt', 'notified', 'state']);

const sortable = (id: string) => (alarmSortKeys as readonly string[]).includes(id);

/** `yyyy-MM-dd HH:mm` on the viewer's clock. */
export const formatAlarmDate = (iso: string): string => {
  const { date, time } = dateAndTime(iso);
  return `${date} ${time}`;
};

/** Who was told: calls, SMS and emails sent, as icons and counts, said in words to screen readers. */
export function NotifiedCounts({ alarm }: { alarm: Pick<AlarmListItem, 'calls' | 'sms' | 'emails'> }) {
  const { t } = useTranslation();
  const items = [
    { key: 'calls', icon: <Phone className={styles.icon} aria-hidden />, count: alarm.calls },
    { key: 'sms', icon: <MessageSquare className={styles.icon} aria-hidden />, count: alarm.sms },
    { key: 'emails', icon: <Mail className={styles.icon} aria-hidden />, count: alarm.emails },
  ] as const;
  return (
    <span className={styles.notified}>
      {items.map((item) => (
        <span key={item.key} className={styles.notifiedItem} title={t(`alarms.notified.${item.key}`, { count: item.count })}>
          {item.icon}
          <span aria-hidden>{item.count}</span>
          <span className={visuallyHidden}>{t(`alarms.notified.${item.key}`, { count: item.count })}</span>
        </span>
      ))}
    </span>
  );
}

/** The alarms as rows: the server filters, sorts (by type, room name or date) and pages them. */
export function AlarmsTable({
  alarms,
  isLoading,
  error,
  emptyState,
  footer,
  sort,
  onSortChange,
  showUser,
  acknowledgingId,
  onDetails,
  onAcknowledge,
  onResolve,
}: AlarmsTableProps) {
  const { t } = useTranslation();
  const measureOf = useAlarmMeasure();
  // On a phone the state and the resolve button matter more than who and how: those are in the details.
  const isNarrow = useIsNarrow();
  // Stable columns: the table (TanStack Table) renders again whenever they change identity.
  const columns = useMemo(
    () =>
      (
        [
          {
            id: 'type',
            header: t('alarms.columns.type'),
            value: (alarm) => t(`alarms.types.${alarm.type}`),
            cell: (alarm) => {
              const type = (
                <span className={isNarrow ? styles.typeCellWrapping : styles.typeCell}>
                  <span>{t(`alarms.types.${alarm.type}`)}</span>
                  <Badge tone={alarmLevelTones[alarm.level]} variant={alarm.state === 'active' ? 'strong' : 'soft'}>
                    {t(`alarms.levels.${alarm.level}`)}
                  </Badge>
                </span>
              );
              // Under the type, what it went over; on a phone the state too, which has no column of its own there.
              return (
                <Stack gap="xxsmall" align="start">
                  {type}
                  <Text size="small" tone="secondary">
                    {measureOf(alarm)}
                  </Text>
                  {isNarrow ? <AlarmState alarm={alarm} showResolvedAt={false} /> : null}
                </Stack>
              );
            },
          },
          {
            id: 'name',
            header: t('alarms.columns.room'),
            value: (alarm) => alarm.name,
            cell: (alarm) => {
              const room = <TextLink to={paths.room(alarm.roomId)}>{alarm.name}</TextLink>;
              // On a phone the date has no column of its own: it sits under the room.
              return isNarrow ? (
                <Stack gap="xxsmall" align="start">
                  {room}
                  <Text size="small" tone="secondary">
                    {formatAlarmDate(alarm.createdAt)}
                  </Text>
                </Stack>
              ) : (
                room
              );
            },
          },
          { id: 'username', header: t('alarms.columns.user'), value: (alarm) => alarm.username ?? '—' },
          {
            id: 'createdAt',
            header: t('alarms.columns.date'),
            value: (alarm) => formatAlarmDate(alarm.createdAt),
            cell: (alarm) => <span className={styles.nowrap}>{formatAlarmDate(alarm.createdAt)}</span>,
          },
          {
            id: 'notified',
            header: t('alarms.columns.notified'),
            value: (alarm) => alarm.calls + alarm.sms + alarm.emails,
            cell: (alarm) => <NotifiedCounts alarm={alarm} />,
          },
          {
            id: 'state',
            header: t('alarms.columns.state'),
            value: (alarm) => alarm.state,
            cell: (alarm) => <AlarmState alarm={alarm} />,
          },
        ] satisfies DataTableColumn<AlarmListItem>[]
      )
        .filter((column) => (showUser && !isNarrow) || column.id !== 'username')
        // A phone keeps the type (with the state) and the room (with the date) beside the buttons; who
        // was told and whose room it is are in the details.
        .filter((column) => !isNarrow || !phoneHidden.has(column.id))
        .map((column): DataTableColumn<AlarmListItem> => ({ ...column, isSortable: sortable(column.id) })),
    [t, showUser, isNarrow, measureOf],
  );

  return (
    <DataTable
      label={t('alarms.title')}
      columns={columns}
      rows={alarms}
      getRowId={(alarm) => alarm._id}
      sortMode="server"
      sort={sort}
      onSortChange={onSortChange}
      isLoading={isLoading}
      loadingRowCount={5}
      error={error}
      emptyState={emptyState}
      footer={footer}
      rowActions={(alarm) => (
        // The details are an eye everywhere, so that an active row's actions fit beside it at 1440 px;
        // on a phone every button is an icon (their names stay for screen readers), one above the other.
        <div className={isNarrow ? styles.rowActionsStacked : styles.rowActions}>
          <Button size="small" variant="ghost" icon={<Eye />} hideLabel onPress={() => onDetails(alarm)}>
            {t('alarms.actions.details')}
          </Button>
          {alarm.state === 'active' && !alarm.acknowledged ? (
            <Button
              size="small"
              variant="secondary"
              icon={isNarrow ? <UserCheck /> : undefined}
              hideLabel={isNarrow}
              isPending={acknowledgingId === alarm._id}
              onPress={() => onAcknowledge(alarm)}
            >
              {t('alarms.actions.acknowledge')}
            </Button>
          ) : null}
          {alarm.state === 'active' ? (
            <Button size="small" variant="secondary" icon={isNarrow ? <CircleCheck /> : undefined} hideLabel={isNarrow} onPress={() => onResolve(alarm)}>
              {t('alarms.actions.resolve')}
            </Button>
          ) : null}
        </div>
      )}
    />
  );
}

/**
 * Active (loud, with how long it has lasted, how far its escalation got, and who took it once someone
 * did) or resolved (quiet, with when unless `showResolvedAt`
 * is false: the details say it).
 */
function AlarmState({ alarm, showResolvedAt = true }: { alarm: AlarmListItem; showResolvedAt?: boolean }) {
  const { t } = useTranslation();
  if (alarm.state === 'active') {
    const who = alarm.acknowledged ? (alarm.acknowledged.by?.username ?? t('alarms.details.nobody')) : null;
    return (
      <Stack gap="xxsmall" align="start">
        <Badge tone="critical" variant="strong">
          {t('alarms.states.active')}
        </Badge>
        <AlarmProgress alarm={alarm} />
        {who === null || !alarm.acknowledged ? null : (
          <Text size="small" tone="secondary">
            {showResolvedAt
              ? t('alarms.acknowledgedBy', { user: who, when: formatAlarmDate(alarm.acknowledged.at) })
              : t('alarms.acknowledgedByShort', { user: who })}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="xxsmall" align="start">
      <Badge tone="neutral">{t('alarms.states.resolved')}</Badge>
      {alarm.resolved && showResolvedAt ? (
        <Text size="small" tone="secondary">
          <span className={styles.nowrap}>{formatAlarmDate(alarm.resolved.at)}</span>
        </Text>
      ) : null}
    </Stack>
  );
}
