import { requiredString } from '@sereno/validation';
import { z } from 'zod';

/**
 * The wifi card (spec §3: name, password). Both values come out trimmed: a space pasted before or
 * after a network name or a password is a mistake far more often than part of it.
 */
export const wifiSchema = z.object({
  networkName: requiredString(),
  /** Empty for an open network. */
  password: z.string().trim(),
});

export type WifiValues = z.output<typeof wifiSchema>;
