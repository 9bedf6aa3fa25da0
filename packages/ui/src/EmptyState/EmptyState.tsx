import type { ReactElement, ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** A lucide icon element, e.g. `<Inbox />`. */
  icon?: ReactElement;
  /** What is empty, e.g. "No hay habitaciones". */
  title: ReactNode;
  /** Why, and what the person can do about it. */
  description?: ReactNode;
  /** Usually one `Button` that fixes the emptiness (create, clear the filters). */
  action?: ReactNode;
  /** The outline level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/** What a list, table or page shows when there is nothing in it yet. */
export function EmptyState({ icon, title, description, action, headingLevel = 2 }: EmptyStateProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <div className={styles.emptyState}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
