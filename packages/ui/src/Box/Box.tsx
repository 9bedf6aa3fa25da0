import type { ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css';

export const boxElements = ['div', 'span', 'section', 'article', 'aside', 'header', 'footer', 'main', 'nav', 'ul', 'ol', 'li'] as const;
export type BoxElement = (typeof boxElements)[number];

export interface BoxProps extends Sprinkles {
  /** The element to render. @default 'div' */
  as?: BoxElement;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children?: ReactNode;
}

/**
 * The layout primitive under the others: spacing, flex layout and theme colours as props, each
 * responsive — `padding={{ xs: 'small', md: 'large' }}` or `display={['none', 'flex']}` (xs, sm, …).
 * Spacing is logical: `paddingInlineStart` is on the right of a right-to-left page.
 */
export function Box({ as: Element = 'div', id, 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledBy, children, ...rest }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
  }
  return (
    <Element id={id} aria-label={ariaLabel} aria-labelledby={ariaLabelledBy} className={sprinkles(atoms as Sprinkles)}>
      {children}
    </Element>
  );
}
