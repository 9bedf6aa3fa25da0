import type { ReactNode } from 'react';
import { Disclosure, DisclosurePanel } from 'react-aria-components';
import { DisclosureHeading } from '../private/DisclosureHeading';
import * as styles from './CollapsibleSection.css';

export const collapsibleSectionLevels = [2, 3, 4] as const;
export type CollapsibleSectionLevel = (typeof collapsibleSectionLevels)[number];

export interface CollapsibleSectionProps {
  /** The section's heading; pressing it opens or closes the section. */
  title: ReactNode;
  /** The outline level of the heading. @default 2 */
  headingLevel?: CollapsibleSectionLevel;
  /** Controlled open state. */
  open?: boolean;
  /** @default true */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A titled part of a page that the person can fold away: open by default. The heading is a button
 * with `aria-expanded`; a closed section's content stays findable with the browser's search.
 */
export function CollapsibleSection({ title, headingLevel = 2, open, defaultOpen = true, onOpenChange, children }: CollapsibleSectionProps) {
  return (
    <Disclosure isExpanded={open} defaultExpanded={defaultOpen} onExpandedChange={onOpenChange} className={styles.section}>
      <DisclosureHeading level={headingLevel}>{title}</DisclosureHeading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </Disclosure>
  );
}
