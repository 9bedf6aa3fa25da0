import type { ReactElement, ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import { useDirection } from '../private/themeContext';
import * as styles from './Tabs.css';

export interface TabsProps {
  /** The selected tab's `value`, controlled. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** `Tabs.List` and the `Tabs.Panel`s. */
  children: ReactNode;
}

export interface TabsListProps {
  /** What the tabs switch between, for screen readers, e.g. "Lecturas de la habitación". */
  label: string;
  /** `Tabs.Tab` elements. */
  children: ReactNode;
}

export interface TabsTabProps {
  /** Matches the `value` of its `Tabs.Panel`. */
  value: string;
  /** A lucide icon element shown before the label. */
  icon?: ReactElement;
  isDisabled?: boolean;
  children: ReactNode;
}

export interface TabsPanelProps {
  value: string;
  children: ReactNode;
}

function TabsRoot({ value, defaultValue, onValueChange, children }: TabsProps) {
  // The arrows follow the reading direction: in right-to-left, the left arrow goes to the next tab.
  const dir = useDirection();
  return (
    <RadixTabs.Root value={value} defaultValue={defaultValue} onValueChange={onValueChange} dir={dir} className={styles.root}>
      {children}
    </RadixTabs.Root>
  );
}

function TabsList({ label, children }: TabsListProps) {
  return (
    <RadixTabs.List aria-label={label} className={styles.list}>
      {children}
    </RadixTabs.List>
  );
}

function TabsTab({ value, icon, isDisabled = false, children }: TabsTabProps) {
  return (
    <RadixTabs.Trigger value={value} disabled={isDisabled} className={styles.tab}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </RadixTabs.Trigger>
  );
}

function TabsPanel({ value, children }: TabsPanelProps) {
  return (
    <RadixTabs.Content value={value} className={styles.panel}>
      {children}
    </RadixTabs.Content>
  );
}

/**
 * Views of one subject, one at a time: `Tabs.List` of `Tabs.Tab`s, and a `Tabs.Panel` per tab.
 * Arrow keys move between tabs (and select them), Home and End go to the ends, Tab enters the panel.
 */
export const Tabs = Object.assign(TabsRoot, { List: TabsList, Tab: TabsTab, Panel: TabsPanel });
