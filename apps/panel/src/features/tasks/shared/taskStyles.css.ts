// The looks both task pages share: the priorities' colours, the header's link, a task's details.
import { vars } from '@sereno/ui/css';
import { style, styleVariants } from '@vanilla-extract/css';

/** The priority's colour down the card's edge (the badge says its word). */
export const priorityColors = { High: vars.color.critical.strong, Medium: vars.color.caution.strong, Low: vars.color.info.strong } as const;

export const headerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.link,
  fontWeight: vars.font.weight.medium,
  borderRadius: vars.radius.small,
  ':focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: vars.focusRing.offset },
});

/** The details as term and value pairs, two columns where there is room. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
});

export const term = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textSecondary });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const description = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const priorityDot = styleVariants(priorityColors, (color) => ({ background: color }));

/** The form between the modal and its body and footer: the body still scrolls, the footer stays in view. */
export const modalForm = style({ display: 'flex', flexDirection: 'column', minHeight: 0 });
