import { z } from 'zod';
import { message } from '../messages/message.ts';

/** A whole number between `min` and `max` (a threshold, a count, a percentage). */
export const integerInRange = (min: number, max: number) =>
  z
    .number({ error: message('number') })
    .int({ error: message('integer') })
    .min(min, { error: message('range', { min, max }) })
    .max(max, { error: message('range', { min, max }) });

/**
 * Spec §5: number inputs block the decimal point, comma, e, minus and plus keys. The design system's
 * NumberField applies this itself (it may not depend on this package); inputs outside it use this.
 */
export const blockedIntegerKeys = ['.', ',', 'e', 'E', '-', '+'] as const;

export const isBlockedIntegerKey = (key: string): boolean => (blockedIntegerKeys as readonly string[]).includes(key);
