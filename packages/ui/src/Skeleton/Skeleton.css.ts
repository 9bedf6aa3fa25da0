import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const breathe = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

const block = style({
  display: 'block',
  backgroundColor: vars.color.neutral.soft,
  animationName: breathe,
  animationDuration: vars.motion.duration.pulse,
  animationTimingFunction: 'ease-in-out',
  animationIterationCount: 'infinite',
  '@media': { '(prefers-reduced-motion: reduce)': { animationName: 'none' } },
});

export const shape = styleVariants({
  text: [
    block,
    { height: vars.font.size.medium, marginBlock: `calc((${vars.font.lineHeight.medium} - ${vars.font.size.medium}) / 2)`, borderRadius: vars.radius.small },
  ],
  rect: [block, { borderRadius: vars.radius.medium }],
  circle: [block, { borderRadius: vars.radius.full, aspectRatio: '1' }],
});

/** The last line of a paragraph is shorter, as real text would be. */
export const lastLine = style({ width: '60%' });
