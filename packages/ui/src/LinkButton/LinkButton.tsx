import type { ReactElement, ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { visuallyHidden } from '../private/visuallyHidden.css';
import { button, icon as iconStyles } from '../Button/Button.css';
import type { ButtonSize, ButtonTone, ButtonVariant } from '../Button/Button';
import { linkButton } from './LinkButton.css';

export interface LinkButtonProps {
  /**
   * Where it leads: a `tel:` or `sms:` address, a file, another site. It is a link (it goes
   * somewhere), looking like a button because it is the action of its place (call, download).
   */
  href: string;
  /** @default 'secondary' */
  variant?: ButtonVariant;
  /** @default 'neutral' */
  tone?: ButtonTone;
  /** @default 'medium' */
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Opens in a new tab (another site); `tel:` and `sms:` never need it. @default false */
  newTab?: boolean;
  /** A lucide icon element shown before the label, e.g. `<Phone />`. */
  icon?: ReactElement;
  /** Shows the icon alone; the label stays the accessible name. Needs `icon`. @default false */
  hideLabel?: boolean;
  children: ReactNode;
}

/** A link with a button's look and size: a tap target for "call", "send an SMS" or "download". */
export function LinkButton({
  href,
  variant = 'secondary',
  tone = 'neutral',
  size = 'medium',
  fullWidth = false,
  newTab = false,
  icon,
  hideLabel = false,
  children,
}: LinkButtonProps) {
  const isIconOnly = hideLabel && icon !== undefined;
  return (
    <AriaLink
      href={href}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={`${button({ variant, tone, size, fullWidth, iconOnly: isIconOnly })} ${linkButton}`}
      data-variant={variant}
      data-tone={tone}
    >
      {icon ? (
        <span className={iconStyles[size]} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {isIconOnly ? <span className={visuallyHidden}>{children}</span> : children}
    </AriaLink>
  );
}
