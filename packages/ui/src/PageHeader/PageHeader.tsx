import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's one `h1`. */
  title: ReactNode;
  /** A sentence under the title: what the page is for. */
  description?: ReactNode;
  /** A `Breadcrumbs` above the title. */
  breadcrumbs?: ReactNode;
  /** The page's actions (buttons), at the inline end; they wrap under the title on narrow screens. */
  actions?: ReactNode;
}

/** The top of a page: where it is, what it is, and what can be done on it. */
export function PageHeader({ title, description, breadcrumbs, actions }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {breadcrumbs}
      <div className={styles.row}>
        <div className={styles.titles}>
          <Heading level={1}>{title}</Heading>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
}
