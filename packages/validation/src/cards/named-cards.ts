// The cards whose fields spec §3 names: wifi, insurance, landlord.
import { z } from 'zod';
import { longText, maxLength } from '../rules/length.ts';
import { phone } from '../rules/phone.ts';
import { requiredString } from '../rules/required.ts';
import { switched } from './parts.ts';

/**
 * The wifi card (name, password), the same fields as the wifi form of @sereno/protocol-cards. Both
 * come out trimmed: a pasted space is a mistake far more often than part of a network name.
 */
export const wifiCardSchema = z.object({
  networkName: requiredString().pipe(maxLength(200)),
  /** Empty for an open network. */
  password: z.string().trim().max(200).default(''),
});

const name = () => requiredString().pipe(maxLength(200));

/** The insurance card: with insurance, the company, policy, holder and the assistance phone. */
export const insuranceCardSchema = switched('hasInsurance', {
  company: name(),
  policyNumber: name(),
  holder: name(),
  holderVat: name(),
  assistancePhone: phone(),
});

/** The landlord card: whether the agent may contact the landlord, and then for what and how. */
export const landlordCardSchema = switched('canContact', {
  reasons: longText().default(''),
  name: name(),
  phone: phone(),
});
