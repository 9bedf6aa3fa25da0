import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import * as styles from './SelectionBar.css';

export interface SelectionBarProps {
  /** How many things are chosen, in words: "3 salas seleccionadas". */
  summary: ReactNode;
  /** The actions on what is chosen (usually `Button`s). */
  children: ReactNode;
  /** Offers more than the page: "Seleccionar las 40 que coinciden", as a label with its action. */
  extend?: { label: string; onPress: () => void };
  /** Clears the choice; with `clearLabel`, shows its button. */
  onClear?: () => void;
  clearLabel?: string;
  /** The bar's accessible name: "Acciones en bloque". */
  label: string;
}

/**
 * The bar a list shows while some of its items are chosen: how many, the actions on them, a way to
 * choose all that match (beyond the page) and to clear the choice. It knows nothing of what is chosen:
 * the app writes every word and does every action.
 */
export function SelectionBar({ summary, children, extend, onClear, clearLabel, label }: SelectionBarProps) {
  return (
    <div className={styles.bar} role="region" aria-label={label}>
      <div className={styles.summary} aria-live="polite">
        <span>{summary}</span>
        {extend ? (
          <Button size="small" variant="ghost" onPress={extend.onPress}>
            {extend.label}
          </Button>
        ) : null}
      </div>
      <div className={styles.actions}>
        {children}
        {onClear && clearLabel ? (
          <Button size="small" variant="ghost" onPress={onClear}>
            {clearLabel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
