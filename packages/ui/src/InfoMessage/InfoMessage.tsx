import type { ReactNode } from 'react';
import { Info } from 'lucide-react';
import * as styles from './InfoMessage.css';

export interface InfoMessageProps {
  /** The note, e.g. "El umbral no se muestra porque los avisos de ruido están desactivados." */
  children: ReactNode;
}

/**
 * A calm note that explains the screen, such as why a field is hidden. Not announced when it appears
 * (`role="note"`): for what just happened, use a `Notification`.
 */
export function InfoMessage({ children }: InfoMessageProps) {
  return (
    <div role="note" className={styles.note}>
      <Info className={styles.icon} aria-hidden="true" />
      <p className={styles.text}>{children}</p>
    </div>
  );
}
