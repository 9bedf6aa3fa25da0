import type { vars } from './vars.css';

/** A step of the spacing scale: `gap="medium"` is 16 px. */
export type Space = keyof typeof vars.space;
