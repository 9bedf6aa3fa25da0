import type { CurrentUser } from '@sereno/api-client';
import { can } from '@sereno/validation';

/** The tabs of the settings page, in the spec's order (§2: language, notifications, change password, integrations). */
export const settingsTabs = ['language', 'notifications', 'presets', 'password', 'integrations', 'webhooks'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/**
 * The notification preferences are a customer's own (docs/permissions.md, "Customers"): whoever belongs
 * to a customer and may change it sets them here; staff, with no customer of their own, would need one
 * chosen first. Every person has the integrations tab for their own API keys; its PMS accounts are the
 * customer's only (IntegrationsTab).
 */
export function settingsTabsFor(user: Pick<CurrentUser, 'role' | 'customerId'>): SettingsTab[] {
  return settingsTabs.filter((tab) => {
    if (tab === 'notifications') return user.customerId !== undefined && can(user.role, 'customers.edit');
    // Signed webhooks (docs/webhooks.md): a customer's own; staff see every customer's.
    if (tab === 'webhooks') return can(user.role, 'webhooks.read');
    // A customer's settings presets (docs/presets.md): its own; staff (administrators, controllers) pick the customer.
    if (tab === 'presets') return can(user.role, 'presets.write');
    return true;
  });
}

/** The tab of `?tab=`, when the person has it; otherwise the first. */
export function currentTab(requested: string | null, available: SettingsTab[]): SettingsTab {
  return available.find((tab) => tab === requested) ?? available[0] ?? 'language';
}
