import type { ReactNode } from 'react';
import { Button, Heading } from 'react-aria-components';
import { ChevronDown } from 'lucide-react';
import { cx } from './cx';
import * as styles from './disclosure.css';

interface DisclosureHeadingProps {
  level: 2 | 3 | 4;
  children: ReactNode;
}

/**
 * The heading of a collapsible part: a heading (for the outline) holding the button that opens and
 * closes it; react-aria's Disclosure gives it `aria-expanded` and `aria-controls`.
 */
export function DisclosureHeading({ level, children }: DisclosureHeadingProps) {
  return (
    <Heading level={level} className={styles.heading}>
      <Button slot="trigger" className={cx(styles.trigger, styles.size[level])}>
        <span>{children}</span>
        <ChevronDown className={styles.chevron} aria-hidden="true" />
      </Button>
    </Heading>
  );
}
