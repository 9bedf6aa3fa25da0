import type { CalendarDate } from '@internationalized/date';
import type { ReactElement } from 'react';
import { Button, CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell, Heading, useLocale } from 'react-aria-components';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import * as styles from './calendar.css';

/** Spanish weeks start on Monday (spec §5: the date picker follows the Spanish locale). */
export function useFirstDayOfWeek(): 'mon' | undefined {
  const { locale } = useLocale();
  return locale.split(/[-_]/, 1)[0]?.toLowerCase() === 'es' ? 'mon' : undefined;
}

/** Month heading with previous/next buttons (react-aria names them), then the grid of days. */
export function CalendarBody({ renderCell }: { renderCell: (date: CalendarDate) => ReactElement }) {
  return (
    <>
      <header className={styles.header}>
        <Button slot="previous" className={styles.navButton}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Heading className={styles.heading} />
        <Button slot="next" className={styles.navButton}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </header>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>{renderCell}</CalendarGridBody>
      </CalendarGrid>
    </>
  );
}
