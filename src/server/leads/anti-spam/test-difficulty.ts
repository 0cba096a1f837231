import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { sites } from '@/server/db/schema';

/*
 * The test proof-of-work difficulty, apart from testing.ts (whose solver imports server-only modules) so the
 * scripts that seed test servers (scripts/e2e.ts, the chaos runs, the instances check) can set it.
 */

/** For tests and load scripts only: a difficulty that solves in a millisecond. */
export const TEST_CAPTCHA_DIFFICULTY = { cost: 1, counterMin: 1, counterMax: 50 } as const;

/** A site's config overrides with the test difficulty, every other setting as it was. */
export function withTestCaptcha(overrides: unknown): Record<string, unknown> {
  const layer = (overrides ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const forms = layer.forms ?? {};
  const captcha = (forms.captcha ?? {}) as Record<string, unknown>;
  return { ...layer, forms: { ...forms, captcha: { ...captcha, difficulty: TEST_CAPTCHA_DIFFICULTY } } };
}

/**
 * Switches every site but those named to the test difficulty: a test client (or a test's browser) then solves
 * each challenge in a millisecond instead of the second or two of CPU the default costs.
 */
export async function setTestCaptchaDifficulty(
  db: Database,
  { except = [] }: { except?: readonly string[] } = {},
): Promise<void> {
  const rows = await db
    .select({ id: sites.id, slug: sites.slug, overrides: sites.configOverrides })
    .from(sites)
    .orderBy(sites.id);
  for (const site of rows.filter((row) => !except.includes(row.slug))) {
    await db
      .update(sites)
      .set({ configOverrides: withTestCaptcha(site.overrides) })
      .where(eq(sites.id, site.id));
  }
}
