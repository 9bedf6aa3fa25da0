// GET /address-suggestions (spec §7 Address, §3 Address suggestion).
import { z } from 'zod';
import { maxLength } from './rules/length.ts';
import { requiredString } from './rules/required.ts';

export const addressSuggestionQuerySchema = z.object({
  address: requiredString().pipe(maxLength(200)),
  /** The country to look in, by name in any language ("España", "Spain"); anywhere without it. */
  countryName: z.string().trim().pipe(maxLength(100)).optional(),
});
export type AddressSuggestionQuery = z.input<typeof addressSuggestionQuerySchema>;

export const addressSuggestionSchema = z.object({
  address: z.string(),
  city: z.string(),
  province: z.string(),
  zipCode: z.string(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;
