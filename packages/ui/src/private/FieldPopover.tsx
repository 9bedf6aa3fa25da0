import type { ReactNode } from 'react';
import { Popover } from 'react-aria-components';
import { usePortalContainer } from './themeContext';
import { popover } from './popover.css';

/**
 * react-aria's Popover, rendered inside the nearest ThemeRoot (its overlay node) so that the list or
 * calendar carries the theme, the direction and the font of the page instead of landing unstyled in
 * `document.body`.
 */
export function FieldPopover({ children, className }: { children: ReactNode; className?: string }) {
  const container = usePortalContainer();
  return (
    <Popover UNSTABLE_portalContainer={container ?? undefined} className={className ?? popover}>
      {children}
    </Popover>
  );
}
