import { Card, Skeleton, Stack, Text, type CardTone } from '@sereno/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import * as styles from './DashboardPage.css.ts';

export interface FigureTileProps {
  label: string;
  /** Undefined while it loads: a skeleton holds the figure's place. */
  count: number | undefined;
  tone: CardTone;
  /** The list this figure counts, filtered as the tile says. */
  to: string;
}

/**
 * One figure of the dashboard: a card with a label and a large count, the whole card a link to the
 * filtered list it counts. The count is also in `data-count`, for tests and tools.
 */
export function FigureTile({ label, count, tone, to }: FigureTileProps) {
  const labelId = useId();
  return (
    <Link to={to} className={styles.tileLink}>
      <section aria-labelledby={labelId} data-count={count}>
        <Card tone={tone}>
          <Card.Body>
            <Stack gap="xsmall">
              <Text size="small" tone="secondary" weight="strong">
                <span id={labelId}>{label}</span>
              </Text>
              {count === undefined ? <Skeleton shape="rect" height="2.5rem" width="5rem" /> : <p className={styles.figure}>{count}</p>}
            </Stack>
          </Card.Body>
        </Card>
      </section>
    </Link>
  );
}
