import { devBorder } from './DevBorder.css.ts';

export function DevBorder() {
  return <div className={devBorder} data-testid="dev-border" aria-hidden="true" />;
}
