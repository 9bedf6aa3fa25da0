import type { AlarmStatistics as Counts } from '@sereno/api-client';
import { Card, Skeleton, Stack, Text } from '@sereno/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './AlarmsPage.css.ts';

const periods = ['last7Days', 'last30Days', 'total'] as const;

/**
 * Spec §7 Alarms statistics: how many alarms in the last 7 days, the last 30 days and in all (with or
 * without a notification), of the chosen user or room. Each figure is a region named by its period.
 */
export function AlarmStatistics({ counts }: { counts: Counts | undefined }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.statistics} aria-label={t('alarms.statistics.label')}>
      {periods.map((period) => (
        <li key={period}>
          <Figure label={t(`alarms.statistics.${period}`)} count={counts?.[period]} />
        </li>
      ))}
    </ul>
  );
}

function Figure({ label, count }: { label: string; count: number | undefined }) {
  const labelId = useId();
  return (
    <section aria-labelledby={labelId} data-count={count}>
      <Card>
        <Card.Body>
          <Stack gap="xxsmall">
            <Text size="small" tone="secondary" weight="strong">
              <span id={labelId}>{label}</span>
            </Text>
            {count === undefined ? <Skeleton shape="rect" height="2rem" width="4rem" /> : <p className={styles.figure}>{count}</p>}
          </Stack>
        </Card.Body>
      </Card>
    </section>
  );
}
