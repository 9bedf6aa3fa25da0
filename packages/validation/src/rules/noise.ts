import { z } from 'zod';
import { message } from '../messages/message.ts';
import { integerInRange } from './numbers.ts';

// Custom noise thresholds in dBA (spec §3 noiseSettings low, medium, high). 30 dBA is a quiet room,
// 85 a loud one (spec §9); the range leaves room on both sides.
export const NOISE_MIN_DBA = 20;
export const NOISE_MAX_DBA = 120;

/** How long the noise must stay above a threshold before it raises an alarm (spec §3 sustainMinutes). */
export const NOISE_MIN_SUSTAIN_MINUTES = 1;
export const NOISE_MAX_SUSTAIN_MINUTES = 15;

const level = () => integerInRange(NOISE_MIN_DBA, NOISE_MAX_DBA);

/** Spec §5: low < medium < high, with a message of its own for each violated pair. */
export const noiseThresholds = () =>
  z.object({ low: level(), medium: level(), high: level() }).superRefine(({ low, medium, high }, context) => {
    if (low >= medium) context.addIssue({ code: 'custom', path: ['low'], message: message('noiseLowBelowMedium') });
    if (medium >= high) context.addIssue({ code: 'custom', path: ['medium'], message: message('noiseMediumBelowHigh') });
    if (low >= high) context.addIssue({ code: 'custom', path: ['high'], message: message('noiseLowBelowHigh') });
  });
