import { z } from 'zod';
import { message } from '../messages/message.ts';

const coordinate = (min: number, max: number, key: 'latitude' | 'longitude') =>
  z
    .number({ error: message('number') })
    .refine(Number.isFinite, { error: message('number') })
    .min(min, { error: message(key) })
    .max(max, { error: message(key) });

/** Spec §5: latitude -90 to 90. */
export const latitude = () => coordinate(-90, 90, 'latitude');
/** Spec §5: longitude -180 to 180. */
export const longitude = () => coordinate(-180, 180, 'longitude');

/** A room's location (spec §3: location lat, lng). */
export const location = () => z.object({ lat: latitude(), lng: longitude() });
