import type { ReactElement, ReactNode, Ref } from 'react';
import { Button as AriaButton, ProgressBar } from 'react-aria-components';
import { LoaderCircle } from 'lucide-react';
import { useUiStrings } from '../i18n/strings';
import { spinner } from '../private/spinner.css';
import { visuallyHidden } from '../private/visuallyHidden.css';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost'] as const;
export const buttonTones = ['neutral', 'critical'] as const;
export const buttonSizes = ['small', 'medium'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonTone = (typeof buttonTones)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps {
  /** `primary` for the one main action of a view, `secondary` beside it, `ghost` for quiet actions. @default 'primary' */
  variant?: ButtonVariant;
  /** `critical` for destructive actions. @default 'neutral' */
  tone?: ButtonTone;
  /** @default 'medium' */
  size?: ButtonSize;
  isDisabled?: boolean;
  /** Shows a spinner in place of the label, keeps the button's width and focus, announces the busy state and ignores presses. */
  isPending?: boolean;
  fullWidth?: boolean;
  /** @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  /** Called on click, tap, Enter and Space. */
  onPress?: () => void;
  /** A lucide icon element shown before the label, e.g. `<Save />`. */
  icon?: ReactElement;
  /**
   * Shows the icon alone where space is short (a top bar on a phone); the label stays the button's
   * accessible name and its tooltip-free meaning, so pick an icon people know. Needs `icon`. @default false
   */
  hideLabel?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  tone = 'neutral',
  size = 'medium',
  isDisabled = false,
  isPending = false,
  fullWidth = false,
  type = 'button',
  onPress,
  icon,
  hideLabel = false,
  children,
  ref,
}: ButtonProps) {
  const isIconOnly = hideLabel && icon !== undefined;
  const strings = useUiStrings();
  return (
    <AriaButton
      ref={ref}
      type={type}
      isDisabled={isDisabled}
      isPending={isPending}
      onPress={onPress}
      className={styles.button({ variant, tone, size, fullWidth, iconOnly: isIconOnly })}
      data-variant={variant}
      data-tone={tone}
    >
      <span className={styles.content}>
        {icon ? (
          <span className={styles.icon[size]} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {isIconOnly ? <span className={visuallyHidden}>{children}</span> : children}
      </span>
      {isPending ? (
        <ProgressBar isIndeterminate aria-label={strings.pending} className={styles.pendingIndicator}>
          <span className={styles.icon[size]}>
            <LoaderCircle className={spinner} aria-hidden="true" />
          </span>
        </ProgressBar>
      ) : null}
    </AriaButton>
  );
}
