import { DateRangePicker, Inline, Radio, RadioGroup } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import { lastHoursOptions, type TimeFilter } from './timeRange.ts';

interface TimeRangeFilterProps {
  value: TimeFilter;
  onChange: (filter: TimeFilter) => void;
}

function localIsoDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The last 3, 6, 12 or 24 hours as one choice, or a custom range of days (up to today). */
export function TimeRangeFilter({ value, onChange }: TimeRangeFilterProps) {
  const { t } = useTranslation();
  return (
    <Inline gap="large" align="end">
      <RadioGroup
        label={t('rooms.detail.range.label')}
        orientation="horizontal"
        value={value.kind === 'last' ? String(value.hours) : 'custom'}
        onChange={(chosen) => {
          const hours = lastHoursOptions.find((option) => String(option) === chosen);
          if (hours) onChange({ kind: 'last', hours });
        }}
      >
        {lastHoursOptions.map((hours) => (
          <Radio key={hours} value={String(hours)}>
            {t('rooms.detail.range.lastHours', { count: hours })}
          </Radio>
        ))}
        <Radio value="custom" isDisabled={value.kind !== 'custom'}>
          {t('rooms.detail.range.customShort')}
        </Radio>
      </RadioGroup>
      <DateRangePicker
        label={t('rooms.detail.range.custom')}
        maxValue={localIsoDate(new Date())}
        value={value.kind === 'custom' ? { start: value.start, end: value.end } : null}
        onChange={(range) => {
          if (range) onChange({ kind: 'custom', start: range.start, end: range.end });
        }}
      />
    </Inline>
  );
}
