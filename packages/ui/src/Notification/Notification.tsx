import { useState, type FocusEvent, type ReactNode } from 'react';
import { CircleCheck, Info, OctagonExclamationPoint, TriangleExclamationPoint, X, type LucideIcon } from 'lucide-react';
import { useUiStrings, type UiStrings } from '../i18n/strings';
import { IconButton } from '../private/IconButton';
import * as styles from './Notification.css';
import { useAutoHide } from './useAutoHide';

/** The spec: notifications hide after 5 s. */
export const NOTIFICATION_AUTO_HIDE_MS = 5000;

export const notificationTones = ['success', 'error', 'warning', 'info'] as const;
export type NotificationTone = (typeof notificationTones)[number];

export interface NotificationProps {
  tone: NotificationTone;
  title?: ReactNode;
  children: ReactNode;
  /** Called once the notification closes, from its button or its timer; it has already hidden itself. */
  onClose?: () => void;
  /** Time on screen before it hides itself, paused while hovered or focused; `null` keeps it until closed. @default NOTIFICATION_AUTO_HIDE_MS */
  autoHideMs?: number | null;
}

const toneIcons: Record<NotificationTone, { Icon: LucideIcon; label: keyof UiStrings }> = {
  success: { Icon: CircleCheck, label: 'toneSuccess' },
  error: { Icon: OctagonExclamationPoint, label: 'toneError' },
  warning: { Icon: TriangleExclamationPoint, label: 'toneWarning' },
  info: { Icon: Info, label: 'toneInfo' },
};

/**
 * A message about something that just happened. Errors and warnings interrupt a screen reader
 * (`role="alert"`); success and information wait their turn (`role="status"`).
 */
export function Notification({ tone, title, children, onClose, autoHideMs = NOTIFICATION_AUTO_HIDE_MS }: NotificationProps) {
  const strings = useUiStrings();
  const [isOpen, setOpen] = useState(true);
  const [isHovered, setHovered] = useState(false);
  const [hasFocusWithin, setFocusWithin] = useState(false);

  const close = () => {
    setOpen(false);
    onClose?.();
  };
  useAutoHide(isOpen ? autoHideMs : null, isHovered || hasFocusWithin, close);

  if (!isOpen) return null;

  const { Icon, label } = toneIcons[tone];
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
  };
  return (
    <div
      className={styles.tone[tone]}
      data-tone={tone}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={onBlur}
    >
      <div role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'} className={styles.message}>
        <Icon className={styles.icon} role="img" aria-label={strings[label]} />
        <div className={styles.text}>
          {title ? <p className={styles.title}>{title}</p> : null}
          <div>{children}</div>
        </div>
      </div>
      <IconButton label={strings.closeNotification} icon={<X aria-hidden="true" />} onPress={close} />
    </div>
  );
}
