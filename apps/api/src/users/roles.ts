/** The roles of spec §6. */
export const roles = ['admin', 'controller', 'fieldServiceAgents', 'manager', 'customer', 'manufacturer'] as const;
export type Role = (typeof roles)[number];
