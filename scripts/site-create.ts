/**
 * `npm run site:create -- --slug <slug> --name "<name>" [--host www.example.com.au] [--owner-email …] [--yard-name …] [--street …]
 * [--city …] [--state QLD] [--postcode 4000] [--phone …] [--email …]`: a new dealer site without code
 * (decision 061), on platform defaults, with its domain, first sales yard and owner (a staff invitation for
 * the dealer console). Reads DATABASE_URL, else the PGlite directory in DATA_DIR (which a running server
 * holds: stop it first, or use PostgreSQL). docs/onboarding.md has the steps.
 */
import { parseArgs } from 'node:util';
import { parseEnv } from '@/env';
import { openDatabase } from '@/server/db/client';
import { DatabaseLockedError } from '@/server/db/pglite-lock';
import { onboardSite } from '@/server/platform/onboard-site';

const text = { type: 'string' } as const;

async function main() {
  const { values } = parseArgs({
    options: {
      slug: text,
      name: text,
      host: text,
      'owner-email': text,
      'yard-name': text,
      street: text,
      city: text,
      state: text,
      postcode: text,
      phone: text,
      email: text,
    },
  });
  const env = parseEnv(process.env);
  const { db, close } = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, migrate: true });
  try {
    const created = await onboardSite(
      db,
      {
        slug: values.slug ?? '',
        name: values.name ?? '',
        host: values.host,
        ownerEmail: values['owner-email'],
        yard: {
          name: values['yard-name'],
          street: values.street,
          city: values.city,
          state: values.state as 'QLD' | undefined,
          postcode: values.postcode,
          phone: values.phone,
          email: values.email,
        },
      },
      { rootDomain: env.ROOT_DOMAIN, port: env.PORT },
      'site:create',
    );
    if (!created.ok) throw new Error(`no site was created:\n  ${created.errors.join('\n  ')}`);
    console.info(`Created ${values.name} (site ${created.siteId}). It answers at:`);
    console.info(`  ${created.platformUrl}`);
    if (created.domainUrl) console.info(`  ${created.domainUrl} (once its DNS points at the platform)`);
    const { invitation } = created;
    if (invitation)
      console.info(
        invitation.sent
          ? `Invited ${invitation.email} to ${created.consoleUrl} as owner (email sent).`
          : `${invitation.email} is the owner, but the invitation email failed: they can sign in at ${created.consoleUrl}.`,
      );
    console.info(
      'Next: npm run import -- --site ' +
        created.slug +
        ' stock.csv, then npm run feeds -- --site ' +
        created.slug,
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof DatabaseLockedError ? error.message : (error as Error).message;
  console.error(`[site:create] ${message}`);
  process.exit(1);
});
