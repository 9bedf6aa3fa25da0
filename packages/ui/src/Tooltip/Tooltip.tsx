import type { ReactElement, ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import { usePortalContainer } from '../private/themeContext';
import * as styles from './Tooltip.css';

export const tooltipPlacements = ['top', 'bottom', 'start', 'end'] as const;
export type TooltipPlacement = (typeof tooltipPlacements)[number];

export interface TooltipProps {
  /** A short hint. Never the only place of information a person needs: it does not show on touch. */
  content: ReactNode;
  /**
   * The element it describes: a ui `Button` (or another ui control built on react-aria), which keeps
   * its own name; the tooltip is announced as its description.
   */
  children: ReactElement;
  /** @default 'top' */
  placement?: TooltipPlacement;
  /** Milliseconds of hovering before it shows; focus shows it at once. @default 600 */
  delay?: number;
  isDisabled?: boolean;
}

/** A short hint shown on hover and on keyboard focus of an element, hidden with Escape. */
export function Tooltip({ content, children, placement = 'top', delay = 600, isDisabled = false }: TooltipProps) {
  const portal = usePortalContainer();
  return (
    <TooltipTrigger delay={delay} isDisabled={isDisabled}>
      {children}
      {portal === null ? null : (
        // react-aria's own provider for this is not public yet: the container prop is the supported route.
        <AriaTooltip placement={placement} offset={6} className={styles.tooltip} UNSTABLE_portalContainer={portal}>
          {content}
        </AriaTooltip>
      )}
    </TooltipTrigger>
  );
}
