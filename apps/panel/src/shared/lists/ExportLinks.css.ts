import { vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

/** The export links in a list's header: an icon and a word, on one line. */
export const exportLink = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall, whiteSpace: 'nowrap' });

export const icon = style({ width: '1em', height: '1em', flexShrink: 0 });
