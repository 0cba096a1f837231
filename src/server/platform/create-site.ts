import 'server-only';
import { eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { normaliseHost, siteLookupForHost } from '@/domain/tenancy/host';
import { isStorableText, NUL_MESSAGE } from '@/domain/validation/db-limits';
import type { Database } from '@/server/db/client';
import { dealerships, locations, siteDomains, sites, staffMembers } from '@/server/db/schema';
import { slugify } from '@/server/db/seed/ids';

/** Slugs that name the platform's own addresses, never a dealer's site ({slug}.{ROOT_DOMAIN}). */
const RESERVED_SLUGS = new Set(['www', 'api', 'admin', 'console', 'mail', 'static', 'assets', 'cdn']);

const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

/** `label` names the field in the message for a NUL, which PostgreSQL would refuse (a 500, decision 077). */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .refine(isStorableText, `The ${label} ${NUL_MESSAGE}`)
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || null);

/** What a new dealer site needs: who it is, where it answers, and its first yard (stock needs a yard). */
export function newSiteSchema(rootDomain: string) {
  return z.object({
    slug: z
      .string()
      .regex(
        /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/,
        'The slug is 1 to 40 lowercase letters, digits and hyphens, not starting or ending with a hyphen',
      )
      .refine((slug) => !RESERVED_SLUGS.has(slug), 'That slug is one of the platform’s own addresses'),
    name: z
      .string()
      .refine(isStorableText, `The name ${NUL_MESSAGE}`)
      .trim()
      .min(2, 'The name is at least 2 characters')
      .max(80),
    /** The dealer's own domain (www.example.com.au); the site also answers at {slug}.{ROOT_DOMAIN}. */
    host: z
      .string()
      .optional()
      .transform((value, context) => {
        if (value === undefined || value.trim() === '') return null;
        const host = normaliseHost(value);
        if (host === null || !host.includes('.') || host.includes(':'))
          context.addIssue({
            code: 'custom',
            message: `'${value}' is not a domain name (www.example.com.au)`,
          });
        else if (siteLookupForHost(host, rootDomain)?.kind !== 'domain')
          context.addIssue({
            code: 'custom',
            message: `${host} is under ${rootDomain}: use --slug for that address`,
          });
        return host;
      }),
    /** The dealer principal: the site's first staff member, invited as its owner. */
    ownerEmail: z
      .email('The owner email is not an email address')
      .transform((email) => email.toLowerCase())
      .optional(),
    yard: z.object({
      name: optionalText('yard name', 80),
      street: optionalText('street', 120),
      city: optionalText('city', 60),
      state: z.enum(STATES, { error: `The state is one of ${STATES.join(', ')}` }).optional(),
      postcode: z
        .string()
        .regex(/^\d{4}$/, 'The postcode is 4 digits')
        .optional(),
      phone: optionalText('phone number', 20),
      email: z.email('The yard email is not an email address').optional(),
    }),
  });
}

export type NewSite = z.input<ReturnType<typeof newSiteSchema>>;

export type CreatedSite =
  | { ok: true; siteId: number; slug: string; host: string | null }
  | { ok: false; errors: string[]; fieldErrors: Record<string, string> };

const refusal = (problems: readonly { path: string; message: string }[]): CreatedSite => ({
  ok: false,
  errors: problems.map((problem) => problem.message),
  fieldErrors: Object.fromEntries(problems.map((problem) => [problem.path, problem.message])),
});

/**
 * A new dealer site without code (decision 061): the site (platform defaults: no overrides), its custom
 * domain, a dealership, its first sales yard and its owner's staff invitation, in one transaction. The site
 * answers at once at {slug}.{ROOT_DOMAIN} and at its domain (a server that was asked for that address in the
 * last 30 seconds remembers it as unknown until then); with no stock its pages say there are no cars yet.
 */
export async function createSite(
  db: Database,
  input: NewSite,
  rootDomain: string,
  /** Who made the site, on its owner's staff row: the command, or the operator's email. */
  invitedBy = 'site:create',
): Promise<CreatedSite> {
  const parsed = newSiteSchema(rootDomain).safeParse(input);
  if (!parsed.success)
    return refusal(
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  const site = parsed.data;
  const taken = await db
    .select({ slug: sites.slug, host: siteDomains.host })
    .from(sites)
    .leftJoin(siteDomains, eq(siteDomains.siteId, sites.id))
    .where(or(eq(sites.slug, site.slug), site.host ? eq(siteDomains.host, site.host) : undefined));
  const clashes = [
    ...(taken.some((row) => row.slug === site.slug)
      ? [{ path: 'slug', message: `A site with the slug ${site.slug} exists` }]
      : []),
    ...(site.host && taken.some((row) => row.host === site.host)
      ? [{ path: 'host', message: `${site.host} is another site's domain` }]
      : []),
  ];
  if (clashes.length > 0) return refusal(clashes);
  const siteId = await db.transaction(async (tx) => {
    // A slug or domain taken between the check above and here fails on its unique key and writes nothing.
    const [row] = await tx
      .insert(sites)
      .values({ slug: site.slug, name: site.name })
      .returning({ id: sites.id });
    const id = row!.id;
    if (site.host) await tx.insert(siteDomains).values({ siteId: id, host: site.host, isPrimary: true });
    const [dealer] = await tx
      .insert(dealerships)
      .values({ siteId: id, slug: 'main', name: site.name })
      .returning({ id: dealerships.id });
    const yardName = site.yard.name ?? site.name;
    await tx.insert(locations).values({
      siteId: id,
      dealershipId: dealer!.id,
      name: yardName,
      slug: slugify(yardName) || 'yard',
      locationType: 'sales',
      isPrimary: true,
      street: site.yard.street,
      city: site.yard.city,
      state: site.yard.state ?? null,
      postcode: site.yard.postcode ?? null,
      phone: site.yard.phone,
      email: site.yard.email ?? null,
    });
    if (site.ownerEmail)
      await tx.insert(staffMembers).values({ siteId: id, email: site.ownerEmail, role: 'owner', invitedBy });
    return id;
  });
  return { ok: true, siteId, slug: site.slug, host: site.host };
}
