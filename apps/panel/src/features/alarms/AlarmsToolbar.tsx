import { listRooms, searchUsernames } from '@sereno/api-client';
import { DatePicker, SearchSelect, SEARCH_SELECT_PAGE_SIZE, Select, Switch, type SearchSelectPage, type TableQueryState } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import { datePresets, presetOf, presetRange, type DatePreset } from '../../shared/dates/datePresets.ts';
import { alarmStateFilters, alarmTypeFilters, dayOf } from './alarmsListState.ts';
import * as styles from './AlarmsPage.css.ts';

const all = 'all';
const custom = 'custom';

export interface AlarmsToolbarProps {
  table: TableQueryState;
  /** Whether the user select is shown (administrators and controllers). */
  showUserFilter: boolean;
  /** The names of the chosen user and room, when known, for their selects to show. */
  userLabel: string | undefined;
  roomLabel: string | undefined;
  /** A new user: its rooms are others, so the room filter goes with the old one. */
  onUserChange: (ownerId: string | null) => void;
}

/**
 * Pages of ten from `fetchPage` until `limit`, as the search selects ask ("load more" raises the limit):
 * the server answers ten at a time.
 */
async function pagesOfTen(
  limit: number,
  fetchPage: (offset: number) => Promise<{ options: SearchSelectPage['options']; hasMore: boolean }>,
): Promise<SearchSelectPage> {
  const options: SearchSelectPage['options'] = [];
  let hasMore = true;
  for (let offset = 0; offset < limit && hasMore; offset += SEARCH_SELECT_PAGE_SIZE) {
    const page = await fetchPage(offset);
    options.push(...page.options);
    hasMore = page.hasMore;
  }
  return { options, hasMore };
}

/** Spec §7 Alarms filters: user, room, type, state, date from/to, and only the alarms that notified someone. */
export function AlarmsToolbar({ table, showUserFilter, userLabel, roomLabel, onUserChange }: AlarmsToolbarProps) {
  const { t } = useTranslation();
  const { filters, setFilter, setFilters } = table;
  const from = dayOf(filters.from);
  const to = dayOf(filters.to);
  const ownerId = filters.ownerId;

  return (
    <div className={styles.toolbar} role="search" aria-label={t('alarms.filters.label')}>
      {showUserFilter ? (
        <div className={styles.wideFilter}>
          <SearchSelect
            // A user known only by id (a shared link) shows its name once the page has it.
            key={userLabel ? 'named' : 'unnamed'}
            label={t('alarms.filters.user')}
            placeholder={t('alarms.filters.userPlaceholder')}
            value={ownerId ?? null}
            valueLabel={userLabel}
            loadOptions={({ search, limit, signal }) =>
              pagesOfTen(limit, async (offset) => {
                const page = await searchUsernames(search, offset, signal);
                return { options: page.usernames.map((user) => ({ key: user._id, label: user.username })), hasMore: page.hasMore };
              })
            }
            onChange={onUserChange}
          />
        </div>
      ) : null}
      <div className={styles.wideFilter}>
        <SearchSelect
          // The rooms offered are the chosen user's: a new user asks for them again. A room known only by
          // id (a shared link) shows its name once the page has it.
          key={`${ownerId ?? ''}:${roomLabel ? 'named' : 'unnamed'}`}
          label={t('alarms.filters.room')}
          placeholder={t('alarms.filters.roomPlaceholder')}
          value={filters.roomId ?? null}
          valueLabel={roomLabel}
          loadOptions={({ search, limit }) =>
            pagesOfTen(limit, async (offset) => {
              const page = await listRooms({
                offset,
                limit: SEARCH_SELECT_PAGE_SIZE,
                ...(search.trim() ? { search: search.trim() } : {}),
                ...(ownerId ? { ownerId } : {}),
              });
              return { options: page.rooms.map((room) => ({ key: room._id, label: room.name })), hasMore: offset + page.rooms.length < page.totalRooms };
            })
          }
          onChange={(value) => setFilter('roomId', value)}
        />
      </div>
      <div className={styles.filter}>
        <Select
          label={t('alarms.filters.type')}
          value={filters.type ?? all}
          onChange={(value) => setFilter('type', value === all ? null : value)}
          options={[{ key: all, label: t('alarms.filters.all') }, ...alarmTypeFilters.map((type) => ({ key: type, label: t(`alarms.types.${type}`) }))]}
        />
      </div>
      <div className={styles.filter}>
        <Select
          label={t('alarms.filters.state')}
          value={filters.state ?? all}
          onChange={(value) => setFilter('state', value === all ? null : value)}
          options={[
            { key: all, label: t('alarms.filters.allStates') },
            ...alarmStateFilters.map((state) => ({ key: state, label: t(`alarms.states.${state}`) })),
          ]}
        />
      </div>
      <div className={styles.filter}>
        <Select
          label={t('alarms.filters.period')}
          value={presetOf(from, to) ?? (from || to ? custom : all)}
          onChange={(value) => {
            if (value === all) setFilters({ from: null, to: null });
            else if (value !== custom) setFilters(presetRange(value as DatePreset));
          }}
          options={[
            { key: all, label: t('alarms.filters.anyTime') },
            ...datePresets.map((preset) => ({ key: preset, label: t(`alarms.filters.presets.${preset}`) })),
            { key: custom, label: t('alarms.filters.customPeriod') },
          ]}
        />
      </div>
      <div className={styles.filter}>
        <DatePicker label={t('alarms.filters.from')} value={from ?? null} maxValue={to} onChange={(value) => setFilter('from', value)} />
      </div>
      <div className={styles.filter}>
        <DatePicker label={t('alarms.filters.to')} value={to ?? null} minValue={from} onChange={(value) => setFilter('to', value)} />
      </div>
      <div className={styles.toolbarEnd}>
        <Switch
          label={t('alarms.filters.onlyNotified')}
          description={t('alarms.filters.onlyNotifiedHelp')}
          isSelected={filters.notified === 'true'}
          onChange={(isSelected) => setFilter('notified', isSelected ? 'true' : null)}
        />
      </div>
    </div>
  );
}
