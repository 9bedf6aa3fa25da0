import { roomAlarmsQuery, type RoomAlarm, type SeriesRange } from '@sereno/api-client';
import { Badge, Card, DataTable, type DataTableColumn } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { alarmLevelTones, formatAlarmPeak } from '../../../../shared/alarms/alarmDisplay.ts';
import { dateAndTime } from '../../../../shared/format/dateTime.ts';
import { useApiErrorMessage } from '../../../../shared/forms/useApiErrorMessage.ts';

/** No alarms yet: one array for every render, since the table recomputes its rows when `rows` changes. */
const noAlarms: RoomAlarm[] = [];

/** The room's alarms raised in the chosen range (spec §2 Overview: type, date, time), newest first. */
export function AlarmsTable({ roomId, range, timeZone }: { roomId: string; range: SeriesRange; timeZone: string }) {
  const { t } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const alarms = useQuery(roomAlarmsQuery(roomId, range));
  // Stable columns and rows: the table (TanStack Table) renders again whenever either changes identity.
  // The server answers newest first, the order wanted, so the table does not sort (`sortMode="server"`):
  // DataTable's client sorting hands TanStack Table a new sorting state on every render, which answers
  // with another render, without end.
  const columns = useMemo<DataTableColumn<RoomAlarm>[]>(
    () => [
      { id: 'type', header: t('rooms.detail.alarms.type'), value: (alarm) => t(`rooms.detail.alarms.types.${alarm.type}`), isSortable: false },
      { id: 'date', header: t('rooms.detail.alarms.date'), value: (alarm) => dateAndTime(alarm.createdAt, timeZone).date, isSortable: false },
      { id: 'time', header: t('rooms.detail.alarms.time'), value: (alarm) => dateAndTime(alarm.createdAt, timeZone).time, isSortable: false },
      {
        id: 'level',
        header: t('rooms.detail.alarms.level'),
        value: (alarm) => alarm.level,
        isSortable: false,
        cell: (alarm) => <Badge tone={alarmLevelTones[alarm.level]}>{t(`rooms.detail.alarms.levels.${alarm.level}`)}</Badge>,
      },
      { id: 'peak', header: t('rooms.detail.alarms.peak'), align: 'end', value: (alarm) => formatAlarmPeak(alarm.peak, alarm.type), isSortable: false },
    ],
    [t, timeZone],
  );
  return (
    <Card title={t('rooms.detail.alarms.title')} titleLevel={3}>
      <Card.Body>
        <DataTable
          label={t('rooms.detail.alarms.title')}
          columns={columns}
          rows={alarms.data ?? noAlarms}
          getRowId={(alarm) => alarm._id}
          sortMode="server"
          isLoading={alarms.isPending}
          loadingRowCount={3}
          error={alarms.isError ? apiErrorMessage(alarms.error) : undefined}
          emptyState={t('rooms.detail.alarms.none')}
        />
      </Card.Body>
    </Card>
  );
}
