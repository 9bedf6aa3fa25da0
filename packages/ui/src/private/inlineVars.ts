import type { CSSProperties } from 'react';

/** Inline values for vanilla-extract `createVar()` variables (`var(--name)`), for a value known only at run time. */
export function inlineVars(values: Record<string, string>): CSSProperties {
  const style: Record<string, string> = {};
  for (const [variable, value] of Object.entries(values)) style[variable.replace(/^var\((--[^),]+)\)$/, '$1')] = value;
  return style as CSSProperties;
}
