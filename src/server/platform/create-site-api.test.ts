import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { codeDeliveryForThisFile, signInByEmail, twoSiteAccounts } from '@/server/auth/testing';
import { latestStaffInvitation } from '@/server/console/testing';
import { useStaffInvitationMailer } from '@/server/console/staff/staff-invitation';
import * as s from '@/server/db/schema';
import { twoSitesForThisFile } from '@/server/db/testing/two-site-fixture';
import { createLeadMailer } from '@/server/mail/mailer';
import { POST } from '@/app/api/platform/sites/route';
import { createSiteForOperator } from './create-site-api';
import { addPlatformOperator } from '@/server/auth/operators';

const fixture = twoSitesForThisFile();
const delivery = codeDeliveryForThisFile();
const { request } = twoSiteAccounts(fixture);
vi.mock('@/server/db', () => ({ getDb: async () => fixture.db }));

const cookies = { operator: '', owner: '', buyer: '' };
beforeAll(async () => {
  useStaffInvitationMailer(createLeadMailer({ dataDir: delivery.dataDir }));
  expect(await addPlatformOperator(fixture.db, 'Ops@Forecourt.test', 'test')).toBe(true);
  expect(await addPlatformOperator(fixture.db, 'ops@forecourt.test', 'test')).toBe(false);
  await fixture.db
    .insert(s.staffMembers)
    .values({ siteId: fixture.siteA, email: 'owner@alpha.example', role: 'owner', invitedBy: 'test' });
  cookies.operator = await signInByEmail(request('A'), delivery.dataDir, 'ops@forecourt.test');
  cookies.owner = await signInByEmail(request('A'), delivery.dataDir, 'owner@alpha.example');
  cookies.buyer = await signInByEmail(request('A'), delivery.dataDir, 'buyer@example.com');
});

const RIVERSIDE = {
  slug: 'riverside',
  name: 'Riverside Motors',
  host: 'www.riversidemotors.com.au',
  ownerEmail: 'Dana@RiversideMotors.com.au',
  yard: { street: '1 River Rd', city: 'Ipswich', state: 'QLD', postcode: '4305' },
};

describe('POST /api/platform/sites: a platform operator creates a dealer site (issue 18)', () => {
  it('is refused to a visitor signed out, a buyer and a site’s own owner, and nothing is created', async () => {
    const before = await fixture.db.select({ id: s.sites.id }).from(s.sites);
    expect(await createSiteForOperator(request('A'), RIVERSIDE)).toEqual({
      status: 401,
      body: { error: 'Sign in first' },
    });
    for (const cookie of [cookies.buyer, cookies.owner])
      expect(await createSiteForOperator(request('A', cookie), RIVERSIDE)).toEqual({
        status: 403,
        body: { error: 'Only the platform’s operators create sites' },
      });
    // The operator's session on site A is nobody on site B.
    expect((await createSiteForOperator(request('B', cookies.operator), RIVERSIDE)).status).toBe(401);
    expect(await fixture.db.select({ id: s.sites.id }).from(s.sites)).toEqual(before);
  });

  it('names each bad field and creates nothing', async () => {
    const answer = await createSiteForOperator(request('A', cookies.operator), {
      slug: 'Bad Slug',
      name: 'R',
      yard: { postcode: '43' },
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        error:
          'The slug is 1 to 40 lowercase letters, digits and hyphens, not starting or ending with a hyphen',
        fieldErrors: {
          slug: 'The slug is 1 to 40 lowercase letters, digits and hyphens, not starting or ending with a hyphen',
          name: 'The name is at least 2 characters',
          'yard.postcode': 'The postcode is 4 digits',
        },
      },
    });
    expect(await createSiteForOperator(request('A', cookies.operator), 'riverside')).toEqual({
      status: 400,
      body: { error: 'Invalid request' },
    });
  });

  it('creates the site, its domain, yard and owner, and emails the owner an invitation to its console', async () => {
    const answer = await createSiteForOperator(request('A', cookies.operator), RIVERSIDE);
    const [site] = await fixture.db.select().from(s.sites).where(eq(s.sites.slug, 'riverside'));
    expect(answer).toEqual({
      status: 201,
      body: {
        ok: true,
        siteId: site!.id,
        slug: 'riverside',
        platformUrl: 'http://riverside.localhost:3000',
        domainUrl: 'https://www.riversidemotors.com.au',
        consoleUrl: 'https://www.riversidemotors.com.au/console',
        invitation: { email: 'dana@riversidemotors.com.au', sent: true },
      },
    });
    const staff = await fixture.db
      .select({ email: s.staffMembers.email, role: s.staffMembers.role, invitedBy: s.staffMembers.invitedBy })
      .from(s.staffMembers)
      .where(eq(s.staffMembers.siteId, site!.id));
    expect(staff).toEqual([
      { email: 'dana@riversidemotors.com.au', role: 'owner', invitedBy: 'ops@forecourt.test' },
    ]);
    const mail = await latestStaffInvitation(delivery.dataDir, 'riverside');
    expect(mail.to).toBe('dana@riversidemotors.com.au');
    expect(mail.text).toContain('https://www.riversidemotors.com.au/console');
    // The same slug again is refused by name.
    expect(await createSiteForOperator(request('A', cookies.operator), { ...RIVERSIDE, host: '' })).toEqual({
      status: 400,
      body: {
        error: 'A site with the slug riverside exists',
        fieldErrors: { slug: 'A site with the slug riverside exists' },
      },
    });
  });

  it('refuses a request from another site’s page through the route', async () => {
    const response = await POST(
      new Request('http://alpha.localhost:3000/api/platform/sites', {
        method: 'POST',
        headers: {
          host: 'alpha.localhost:3000',
          cookie: cookies.operator,
          origin: 'https://evil.example',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ ...RIVERSIDE, slug: 'evil' }),
      }),
    );
    expect(response.status).toBe(403);
    expect(await fixture.db.select().from(s.sites).where(eq(s.sites.slug, 'evil'))).toEqual([]);
  });
});
