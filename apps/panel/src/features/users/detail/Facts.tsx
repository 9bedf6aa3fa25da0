import type { ReactNode } from 'react';
import * as styles from '../shared/users.css.ts';

/** A section's facts as a description list: each label with its value, a dash when there is none. */
export function Facts({ items }: { items: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className={styles.facts}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.factLabel}>{label}</dt>
          <dd className={styles.factValue}>{value === undefined || value === null || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
