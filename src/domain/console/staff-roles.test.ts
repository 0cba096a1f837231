import { describe, expect, it } from 'vitest';
import { CONSOLE_PERMISSIONS, roleAllows, STAFF_ROLES } from './staff-roles';

describe('console roles (issue 18)', () => {
  it('grants each role exactly its permissions', () => {
    const matrix = Object.fromEntries(
      STAFF_ROLES.map((role) => [
        role,
        CONSOLE_PERMISSIONS.filter((permission) => roleAllows(role, permission)),
      ]),
    );
    expect(matrix).toEqual({
      owner: [...CONSOLE_PERMISSIONS],
      sales_manager: [
        'leads.read',
        'leads.update',
        'leads.assign',
        'leads.export',
        'stock.read',
        'stock.edit',
        'stock.import',
      ],
      salesperson: ['leads.read', 'leads.update', 'stock.read'],
    });
  });
});
