import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'block',
  animationName: turn,
  animationDuration: vars.motion.duration.spin,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
});
