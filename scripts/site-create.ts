/**
 * `npm run site:create -- --slug <slug> --name "<name>" [--host www.example.com.au] [--owner-email …] [--yard-name …] [--street …]
 * [--city …] [--state QLD] [--postcode 4000] [--phone …] [--email …]`: a new dealer site without code (issue 18),
 * on platform defaults, with its domain, first sales yard and owner (a staff invitation for the dealer console). Reads DATABASE_URL, else the PGlite directory in
 * DATA_DIR (which a running server holds: stop it first, or use PostgreSQL). docs/onboarding.md has the steps.
 */
import { parseArgs } from 'node:util';
import { parseEnv } from '@/env';
import { openDatabase } from '@/server/db/client';
import { sendStaffInvitation } from '@/server/console/staff/staff-invitation';
import { DatabaseLockedError } from '@/server/db/pglite-lock';
import { createSite } from '@/server/sites/create-site';

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
    const created = await createSite(
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
      env.ROOT_DOMAIN,
    );
    if (!created.ok) throw new Error(`no site was created:\n  ${created.errors.join('\n  ')}`);
    const local = env.ROOT_DOMAIN === 'localhost';
    const platform = local
      ? `http://${created.slug}.localhost:${env.PORT}`
      : `https://${created.slug}.${env.ROOT_DOMAIN}`;
    console.info(`Created ${values.name} (site ${created.siteId}). It answers at:`);
    console.info(`  ${platform}`);
    if (created.host) console.info(`  https://${created.host} (once its DNS points at the platform)`);
    const ownerEmail = values['owner-email']?.toLowerCase();
    if (ownerEmail) {
      const consoleUrl = `${created.host ? `https://${created.host}` : platform}/console`;
      const sent = await sendStaffInvitation({
        site: { slug: created.slug, name: values.name ?? created.slug },
        email: ownerEmail,
        role: 'owner',
        consoleUrl,
        invitedBy: 'Forecourt',
      });
      console.info(
        sent
          ? `Invited ${ownerEmail} to ${consoleUrl} as owner (email sent).`
          : `${ownerEmail} is the owner, but the invitation email failed: they can sign in at ${consoleUrl}.`,
      );
    }
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
