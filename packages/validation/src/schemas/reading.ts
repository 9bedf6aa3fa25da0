import { z } from 'zod';
import { message } from '../messages/message.ts';

// The device protocol v1 (docs/devices.md): one reading of a device. `seq` (increasing per device)
// and `ts` are required, the rest optional — a device sends what its sensors have. Units as spec §3
// and §9 give them; the ranges are what the sensors can physically report, so that a corrupt value
// is refused rather than charted.

const measurement = (min: number, max: number) =>
  z
    .number({ error: message('number') })
    .min(min, { error: message('range', { min, max }) })
    .max(max, { error: message('range', { min, max }) })
    .optional();

/** Readings more than this far in the device's future are refused: its clock is wrong. */
export const READING_MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** One batch of the HTTP protocol (and one MQTT message) carries 1 to 500 readings. */
export const READINGS_PER_BATCH_MAX = 500;

export const batteryModes = ['battery', 'charging', 'mains'] as const;

export const readingSchema = z.strictObject({
  seq: z
    .number({ error: message('number') })
    .int({ error: message('integer') })
    .min(0, { error: message('range', { min: 0, max: Number.MAX_SAFE_INTEGER }) })
    .max(Number.MAX_SAFE_INTEGER),
  ts: z.iso.datetime({ offset: true, error: message('date') }).describe('When the device measured (ISO 8601)'),
  noise: measurement(0, 140).describe('dBA'),
  smokingProbability: measurement(0, 100).describe('%'),
  pax: z
    .number()
    .int({ error: message('integer') })
    .min(0)
    .max(1000, { error: message('range', { min: 0, max: 1000 }) })
    .optional()
    .describe('Bluetooth devices around (about 1–2 per guest)'),
  temperature: measurement(-40, 85).describe('°C'),
  humidity: measurement(0, 100).describe('%RH'),
  iaq: measurement(0, 500).describe('IAQ index, 0–500'),
  iaqAccuracy: z.number().int().min(0).max(3).optional().describe('The air sensor calibration: 0 (just started) to 3 (calibrated)'),
  voc: measurement(0, 100000).describe('ppm equivalent'),
  batteryLevel: measurement(0, 100).describe('%'),
  batteryMode: z.enum(batteryModes, { error: message('option') }).optional(),
  wifi: measurement(-120, 0).describe('RSSI, dBm'),
  localip: z.string().max(45).optional().describe("The device's address on its network"),
});
export type Reading = z.infer<typeof readingSchema>;

export const readingBatchSchema = z
  .array(readingSchema)
  .min(1, { error: message('range', { min: 1, max: READINGS_PER_BATCH_MAX }) })
  .max(READINGS_PER_BATCH_MAX, { error: message('range', { min: 1, max: READINGS_PER_BATCH_MAX }) });
