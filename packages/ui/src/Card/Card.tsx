import type { ReactNode } from 'react';
import { Disclosure, DisclosurePanel } from 'react-aria-components';
import { Heading } from '../Heading/Heading';
import { cx } from '../private/cx';
import { DisclosureHeading } from '../private/DisclosureHeading';
import * as styles from './Card.css';

export const cardTones = ['neutral', 'positive', 'caution', 'critical', 'info'] as const;
export type CardTone = (typeof cardTones)[number];

export interface CardProps {
  /** Shown as the card's heading, in a `Card.Header` of its own. */
  title?: ReactNode;
  /** The outline level of `title`. @default 2 */
  titleLevel?: 2 | 3 | 4;
  /** A state tone marks the card with a stripe; say the state in words too. @default 'neutral' */
  tone?: CardTone;
  /** With a `title`: the title becomes a button that folds the rest of the card away. @default false */
  collapsible?: boolean;
  /** Whether a collapsible card starts open. @default true */
  defaultOpen?: boolean;
  /** A collapsible card's open state, controlled. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

export interface CardHeaderProps {
  children: ReactNode;
}

export interface CardBodyProps {
  children: ReactNode;
}

export interface CardFooterProps {
  /** Usually the card's actions, placed at the end. */
  children: ReactNode;
}

function CardHeader({ children }: CardHeaderProps) {
  return <div className={styles.header}>{children}</div>;
}

function CardBody({ children }: CardBodyProps) {
  return <div className={styles.body}>{children}</div>;
}

function CardFooter({ children }: CardFooterProps) {
  return <div className={styles.footer}>{children}</div>;
}

function CardRoot({ title, titleLevel = 2, tone = 'neutral', collapsible = false, defaultOpen = true, open, onOpenChange, children }: CardProps) {
  if (collapsible && title) {
    return (
      <Disclosure
        isExpanded={open}
        defaultExpanded={defaultOpen}
        onExpandedChange={onOpenChange}
        className={cx(styles.card, styles.tone[tone])}
        data-tone={tone}
      >
        <CardHeader>
          <DisclosureHeading level={titleLevel}>{title}</DisclosureHeading>
        </CardHeader>
        <DisclosurePanel className={styles.collapsibleBody}>{children}</DisclosurePanel>
      </Disclosure>
    );
  }
  return (
    <div className={cx(styles.card, styles.tone[tone])} data-tone={tone}>
      {title ? (
        <CardHeader>
          <Heading level={titleLevel}>{title}</Heading>
        </CardHeader>
      ) : null}
      {children}
    </div>
  );
}

/**
 * A calm surface for one subject: `Card.Header`, `Card.Body` and `Card.Footer` inside. With
 * `collapsible` its title folds the body and footer away.
 */
export const Card = Object.assign(CardRoot, { Header: CardHeader, Body: CardBody, Footer: CardFooter });
