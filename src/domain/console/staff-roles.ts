/**
 * Decision 061: who may do what in a site's dealer console. Staff belong to one site, each with one role;
 * every console endpoint names the permission it needs, and this table is the only place that grants it.
 */
export const STAFF_ROLES = ['owner', 'sales_manager', 'salesperson'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const CONSOLE_PERMISSIONS = [
  'leads.read',
  'leads.update',
  'leads.assign',
  'leads.export',
  'stock.read',
  'stock.edit',
  'stock.import',
  'settings.edit',
  'staff.manage',
] as const;
export type ConsolePermission = (typeof CONSOLE_PERMISSIONS)[number];

/**
 * The owner runs the site (settings, staff); a sales manager runs the yard (every lead, the stock, exports); a
 * salesperson works leads (reads them, sets their status and notes) and sees the stock, but does not export
 * buyers' details in bulk, hand leads out or change prices.
 */
/** What only the owner may do: run the site itself. */
const OWNER_ONLY: ReadonlySet<ConsolePermission> = new Set(['settings.edit', 'staff.manage']);

const GRANTS: Readonly<Record<StaffRole, ReadonlySet<ConsolePermission>>> = {
  owner: new Set(CONSOLE_PERMISSIONS),
  sales_manager: new Set(CONSOLE_PERMISSIONS.filter((permission) => !OWNER_ONLY.has(permission))),
  salesperson: new Set<ConsolePermission>(['leads.read', 'leads.update', 'stock.read']),
};

export function roleAllows(role: StaffRole, permission: ConsolePermission): boolean {
  return GRANTS[role].has(permission);
}

export const ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  owner: 'Owner',
  sales_manager: 'Sales manager',
  salesperson: 'Salesperson',
};
