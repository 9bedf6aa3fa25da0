import { cx } from '../private/cx';
import { useUiStrings } from '../i18n/strings';
import { visuallyHidden } from '../private/visuallyHidden.css';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  /** `text` for lines of text, `rect` for a card, chart or image, `circle` for an avatar. @default 'text' */
  shape?: SkeletonShape;
  /** Lines of a `text` skeleton. @default 1 */
  lines?: number;
  /** A CSS length. @default '100%' (a circle: its height) */
  width?: string;
  /** A CSS length for `rect` and `circle`. @default '8rem' for a rect, '2.5rem' for a circle */
  height?: string;
  /**
   * Says "Cargando…" to screen readers. Leave it on when the skeleton stands alone; turn it off
   * where something around it already says that it is loading (e.g. a table marked busy).
   * @default true
   */
  announce?: boolean;
}

/**
 * A placeholder in the shape of content that is on its way. It breathes gently (still when the person
 * prefers reduced motion) and is hidden from screen readers, which hear "Cargando…" instead.
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, announce = true }: SkeletonProps) {
  const strings = useUiStrings();
  const size =
    shape === 'text'
      ? { width }
      : shape === 'circle'
        ? { width: width ?? height ?? '2.5rem', height: undefined }
        : { width: width ?? '100%', height: height ?? '8rem' };
  return (
    <div className={styles.group} data-shape={shape}>
      {announce ? (
        <span role="status" className={visuallyHidden}>
          {strings.loading}
        </span>
      ) : null}
      <div aria-hidden="true" className={styles.group}>
        {shape === 'text' ? (
          Array.from({ length: Math.max(1, lines) }, (_, line) => (
            <span key={line} className={cx(styles.shape.text, lines > 1 && line === lines - 1 && styles.lastLine)} style={size} />
          ))
        ) : (
          <span className={styles.shape[shape]} style={size} />
        )}
      </div>
    </div>
  );
}
