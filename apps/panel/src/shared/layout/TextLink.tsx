import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { textLink } from './TextLink.css.ts';

/** A link inside text, to another page of the panel (its words may come from `<Trans components>`). */
export function TextLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link to={to} className={textLink}>
      {children}
    </Link>
  );
}
