import type { ReactNode } from 'react';
import { useThemeRootCheck } from '../private/themeRootCheck';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export interface HeadingProps {
  /** The document outline level; the size follows it. */
  level: HeadingLevel;
  /** For `aria-labelledby` of the section it names. */
  id?: string;
  children: ReactNode;
}

export function Heading({ level, id, children }: HeadingProps) {
  useThemeRootCheck();
  const Element = `h${level}` as const;
  return (
    <Element id={id} className={styles.level[level]}>
      {children}
    </Element>
  );
}
