import { Children, cloneElement, isValidElement, useRef, useState, type ReactElement, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useUiStrings } from '../i18n/strings';
import { IconButton } from '../private/IconButton';
import { NestedOverlayContext, usePageOverlayContainer } from '../private/themeContext';
import { useControllableState } from '../private/useControllableState';
import * as styles from './Modal.css';

export interface ModalProps {
  /** Controlled open state. */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Whether Escape, the scrim and the close button may close it; turned off while something runs
   * that must not be abandoned halfway. @default true
   */
  isDismissable?: boolean;
  /** `Modal.Trigger`, `Modal.Title`, `Modal.Description`, `Modal.Body` and `Modal.Footer`. */
  children: ReactNode;
}

export interface ModalTriggerProps {
  /** An element with `onPress`, usually a `Button`: pressing it opens the modal. */
  children: ReactElement<{ onPress?: () => void }>;
}

export interface ModalTitleProps {
  children: ReactNode;
}

export interface ModalDescriptionProps {
  children: ReactNode;
}

export interface ModalBodyProps {
  children: ReactNode;
}

export interface ModalFooterProps {
  /** The actions, at the inline end: the main one last. */
  children: ReactNode;
}

function ModalTitle({ children }: ModalTitleProps) {
  return <Dialog.Title className={styles.title}>{children}</Dialog.Title>;
}

function ModalDescription({ children }: ModalDescriptionProps) {
  return <Dialog.Description className={styles.description}>{children}</Dialog.Description>;
}

function ModalBody({ children }: ModalBodyProps) {
  return <div className={styles.body}>{children}</div>;
}

function ModalFooter({ children }: ModalFooterProps) {
  return <div className={styles.footer}>{children}</div>;
}

/** Marks the element that opens the modal; the modal root wires it. */
function ModalTrigger({ children }: ModalTriggerProps) {
  return children;
}

function ModalRoot({ open, defaultOpen = false, onOpenChange, isDismissable = true, children }: ModalProps) {
  const strings = useUiStrings();
  const portal = usePageOverlayContainer();
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  // Focus goes back where it was when the modal opened: its trigger, or the app's own button.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // Where the fields of the body open their lists and calendars (NestedOverlayContext).
  const [nestedLayer, setNestedLayer] = useState<HTMLElement | null>(null);

  const parts = Children.toArray(children).filter(isValidElement);
  const triggers = parts.filter((part) => part.type === ModalTrigger) as Array<ReactElement<ModalTriggerProps>>;
  const headings = parts.filter((part) => part.type === ModalTitle || part.type === ModalDescription);
  const rest = parts.filter((part) => !triggers.includes(part as ReactElement<ModalTriggerProps>) && !headings.includes(part));
  const hasDescription = parts.some((part) => part.type === ModalDescription);

  const requestOpenChange = (next: boolean) => {
    if (!next && !isDismissable) return;
    setOpen(next);
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={requestOpenChange}>
      {triggers.map((trigger) =>
        cloneElement(trigger.props.children, {
          key: trigger.key,
          onPress: () => {
            trigger.props.children.props.onPress?.();
            setOpen(true);
          },
        }),
      )}
      {portal === null ? null : (
        <Dialog.Portal container={portal}>
          <Dialog.Overlay className={styles.scrim} />
          <Dialog.Content
            className={styles.content}
            {...(hasDescription ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={(event) => {
              returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              // The first field of the body; without one, the footer's first action (the least
              // destructive: Cancelar) rather than the close button.
              const content = event.target as HTMLElement;
              const first =
                content.querySelector<HTMLElement>(`.${styles.body} :is(input, textarea, select):not(:disabled)`) ??
                content.querySelector<HTMLElement>(`.${styles.footer} button:not(:disabled)`);
              if (first) {
                event.preventDefault();
                first.focus();
              }
            }}
            onEscapeKeyDown={(event) => {
              // A list or calendar open over the body takes the Escape: it closes, the modal stays.
              if (nestedLayer?.hasChildNodes()) event.preventDefault();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocusTo.current?.focus();
            }}
          >
            <div className={styles.header}>
              <div className={styles.headings}>{headings}</div>
              {isDismissable ? <IconButton label={strings.close} icon={<X aria-hidden="true" />} onPress={() => setOpen(false)} /> : null}
            </div>
            <NestedOverlayContext.Provider value={nestedLayer}>{rest}</NestedOverlayContext.Provider>
            <div ref={setNestedLayer} />
          </Dialog.Content>
        </Dialog.Portal>
      )}
    </Dialog.Root>
  );
}

/**
 * A dialog over the page for a task that needs the person's whole attention: focus moves inside and
 * stays there until it closes (Escape, the close button, the scrim), then returns where it was.
 * Rendered in ThemeRoot's overlay layer, so that it carries the theme and direction.
 */
export const Modal = Object.assign(ModalRoot, {
  Trigger: ModalTrigger,
  Title: ModalTitle,
  Description: ModalDescription,
  Body: ModalBody,
  Footer: ModalFooter,
});
