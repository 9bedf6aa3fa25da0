import type { Role } from '@sereno/validation';
import { ownsPmsAccounts } from '../../shared/access/questions.ts';

/** The tabs of the settings page, in the spec's order (§2: language, notifications, change password, integrations). */
export const settingsTabs = ['language', 'password', 'integrations'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/**
 * A PMS account is the customer's own (docs/permissions.md, "Integrations (PMS)"): the customer
 * connects it here. Managers and night agents only read it, and staff acting for a customer would
 * need a customer chosen first, which this page does not offer (docs/integrations.md, "In the panel").
 */
export function settingsTabsFor(role: Role): SettingsTab[] {
  return settingsTabs.filter((tab) => tab !== 'integrations' || ownsPmsAccounts(role));
}

/** The tab of `?tab=`, when the person has it; otherwise the first. */
export function currentTab(requested: string | null, available: SettingsTab[]): SettingsTab {
  return available.find((tab) => tab === requested) ?? available[0] ?? 'language';
}
