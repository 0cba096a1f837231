import { codeDeliveryForThisFile } from '@/server/auth/testing';
import { twoSitesForThisFile } from '@/server/db/testing/two-site-fixture';
import type { ConsoleEndpoint } from '../console-route';
import { callConsole, CONSOLE_HOST, consoleStaffForThisFile, type ConsoleInput } from '../testing';

export type SettingsOwner = 'owner' | 'ownerB';

/**
 * For one settings test file: the two fixture sites, an owner signed in on each ('owner' on site A, 'ownerB' on
 * site B), and `post`, which sends a settings endpoint its input as one of them and answers status and JSON
 * body. The file still mocks `@/server/db` to return `fixture.db` (vi.mock is per file).
 */
export function settingsOwnersForThisFile() {
  const fixture = twoSitesForThisFile();
  const delivery = codeDeliveryForThisFile();
  const staff = consoleStaffForThisFile(fixture, delivery, {
    owner: { site: 'A', email: 'owner@alpha.example', role: 'owner' },
    ownerB: { site: 'B', email: 'owner@bravo.example', role: 'owner' },
  });
  async function post(endpoint: ConsoleEndpoint, input: ConsoleInput, who: SettingsOwner = 'owner') {
    const host = who === 'owner' ? CONSOLE_HOST.A : CONSOLE_HOST.B;
    const response = await callConsole(endpoint, input, { cookie: staff.cookies[who], host });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  return { fixture, staff, post };
}
