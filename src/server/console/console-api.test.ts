import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { platformDefaults } from '@/config';
import { roleAllows, STAFF_ROLES, type StaffRole } from '@/domain/console/staff-roles';
import { formatZonedDateTime } from '@/domain/format/zoned-date-time';
import { codeDeliveryForThisFile, signInByEmail, twoSiteAccounts } from '@/server/auth/testing';
import * as s from '@/server/db/schema';
import { anyVehicleId, twoSitesForThisFile } from '@/server/db/testing/two-site-fixture';
import { createLeadMailer } from '@/server/mail/mailer';
import type { ConsoleEndpoint } from './console-route';
import { CONSOLE_ENDPOINTS } from './endpoints';
import { locationSettings } from './settings/location-settings';
import { useStaffInvitationMailer } from './staff/staff-invitation';
import {
  consoleRequest,
  consoleRouteOf,
  fileOf,
  latestStaffInvitation,
  photosRootForThisFile,
  testPhoto,
} from './testing';

const fixture = twoSitesForThisFile();
const delivery = codeDeliveryForThisFile();
const { request } = twoSiteAccounts(fixture);
vi.mock('@/server/db', () => ({ getDb: async () => fixture.db }));
// Uploaded car photos go to a folder of this file's, never the checkout's DATA_DIR.
photosRootForThisFile();

const HOST = { A: 'alpha.localhost:3000', B: 'bravo.localhost:3000' } as const;
const EMAILS: Record<StaffRole, string> = {
  owner: 'owner@alpha.example',
  sales_manager: 'manager@alpha.example',
  salesperson: 'sales@alpha.example',
};

type Subject = StaffRole | 'signed-out' | 'buyer' | 'owner of B';
const cookies = {} as Record<Subject, string>;
const staffIds = {} as Record<StaffRole | 'owner of B', number>;
let leadA = '';
let leadB = '';
let carA = 0;
let carB = 0;
let removable = { A: 0, B: 0 };
let photo: File;
/** Photos of each site's car to remove, one a request, and one to make the cover. */
const spareImages = { A: [] as number[], B: [] as number[] };
const coverImages = { A: 0, B: 0 };
let invitations = 0;
const locations = { A: 0, B: 0 };

async function addStaff(siteId: number, email: string, role: StaffRole): Promise<number> {
  const [row] = await fixture.db
    .insert(s.staffMembers)
    .values({ siteId, email, role, invitedBy: 'test' })
    .returning({ id: s.staffMembers.id });
  return row!.id;
}

async function addLead(siteId: number, name: string, createdAt: Date): Promise<string> {
  const [lead] = await fixture.db
    .insert(s.leads)
    .values({
      siteId,
      formType: 'enquiry',
      category: 'Vehicle Enquiry',
      name,
      email: `${name.toLowerCase().replace(/\W/g, '')}@buyer.example`,
      phone: '0412 345 678',
      payload: {
        fields: {},
        vehicle: { stocknum: 'S1', year: 2022, make: 'Kia', model: 'Sportage', badge: 'SX' },
      },
      userData: { source: 'google' },
      createdAt,
    })
    .returning({ id: s.leads.id });
  await fixture.db.insert(s.leadOutbox).values({
    siteId,
    leadId: lead!.id,
    channel: 'email',
    target: 'sales@dealer.example',
    payload: {},
    status: 'sent',
  });
  return lead!.id;
}

beforeAll(async () => {
  useStaffInvitationMailer(createLeadMailer({ dataDir: delivery.dataDir }));
  removable = {
    A: await addStaff(fixture.siteA, 'leaving@alpha.example', 'salesperson'),
    B: await addStaff(fixture.siteB, 'leaving@bravo.example', 'salesperson'),
  };
  for (const role of STAFF_ROLES) staffIds[role] = await addStaff(fixture.siteA, EMAILS[role], role);
  staffIds['owner of B'] = await addStaff(fixture.siteB, 'owner@bravo.example', 'owner');
  for (const role of STAFF_ROLES)
    cookies[role] = await signInByEmail(request('A'), delivery.dataDir, EMAILS[role]);
  cookies.buyer = await signInByEmail(request('A'), delivery.dataDir, 'buyer@example.com');
  cookies['signed-out'] = '';
  // B's owner, signed in on B: a session of B is not one on A.
  cookies['owner of B'] = await signInByEmail(request('B'), delivery.dataDir, 'owner@bravo.example');
  leadA = await addLead(fixture.siteA, 'Ada Buyer', new Date('2026-11-20T01:00:00Z'));
  leadB = await addLead(fixture.siteB, 'Bob Other', new Date('2026-11-20T02:00:00Z'));
  carA = await anyVehicleId(fixture.db, fixture.siteA);
  carB = await anyVehicleId(fixture.db, fixture.siteB);
  photo = fileOf(await testPhoto('#c00000'), 'front.jpg', 'image/jpeg');
  for (const [site, siteId, vehicleId] of [
    ['A', fixture.siteA, carA],
    ['B', fixture.siteB, carB],
  ] as const) {
    const rows = await fixture.db
      .insert(s.vehicleImages)
      .values(
        Array.from({ length: 9 }, (_, n) => ({
          siteId,
          vehicleId,
          position: 10 + n,
          url: `/media/spare-${n}.svg`,
          thumbUrl: `/media/spare-${n}.svg`,
        })),
      )
      .returning({ id: s.vehicleImages.id });
    coverImages[site] = rows[0]!.id;
    const [location] = await fixture.db
      .select({ id: s.locations.id })
      .from(s.locations)
      .where(eq(s.locations.siteId, siteId));
    locations[site] = location!.id;
    spareImages[site] = rows.slice(1).map((row) => row.id);
  }
});

/** A request of the endpoint through its real route file: JSON, or a multipart form for an upload. */
async function call(
  endpoint: ConsoleEndpoint,
  input: Record<string, unknown>,
  options: { cookie?: string; host?: string; origin?: string } = {},
): Promise<Response> {
  return (await consoleRouteOf(endpoint))(consoleRequest(endpoint, input, options));
}

const endpoint = (path: string) => CONSOLE_ENDPOINTS.find((entry) => entry.path === path)!;
const STATUS = endpoint('/api/console/leads/status');
const NOTE = endpoint('/api/console/leads/note');
const ASSIGN = endpoint('/api/console/leads/assign');
const EXPORT = endpoint('/api/console/leads/export');
const STOCK = endpoint('/api/console/stock/edit');
const PHOTOS = endpoint('/api/console/stock/photos');
const PHOTO_REMOVE = endpoint('/api/console/stock/photos/remove');
const PHOTO_COVER = endpoint('/api/console/stock/photos/cover');
const IMPORT = endpoint('/api/console/stock/import');
const INVITE = endpoint('/api/console/staff/invite');
const ROLE = endpoint('/api/console/staff/role');
const REMOVE = endpoint('/api/console/staff/remove');
const RESEND = endpoint('/api/console/staff/resend');
const SETTINGS_DRAFT = endpoint('/api/console/settings/draft');
const SETTINGS_PUBLISH = endpoint('/api/console/settings/publish');
const SETTINGS_DISCARD = endpoint('/api/console/settings/discard');
const SETTINGS_REMOVE = endpoint('/api/console/settings/remove');

/** A page on each site for the one removal that is served (A's) and the one refused (B's, named on A). */
const removablePages = { A: 0, B: 0 };
beforeAll(async () => {
  for (const [site, siteId] of [
    ['A', fixture.siteA],
    ['B', fixture.siteB],
  ] as const) {
    const [page] = await fixture.db
      .insert(s.pages)
      .values({ siteId, slug: 'matrix-page', title: 'Matrix page', body: 'To be removed.' })
      .returning({ id: s.pages.id });
    removablePages[site] = page!.id;
  }
});

/** Drafts on site A for the one publish and the one discard that are served (the owner's). */
beforeAll(async () => {
  const payload = await locationSettings(locations.A).loadLive(fixture.db, fixture.siteA);
  await fixture.db.insert(s.settingsDrafts).values([
    { siteId: fixture.siteA, section: `location:${locations.A}`, payload, staffId: staffIds.owner },
    {
      siteId: fixture.siteA,
      section: 'contact',
      payload: { address: null, facebookUrl: null, instagramUrl: null },
      staffId: staffIds.owner,
    },
  ]);
});

/** A valid request of each endpoint aimed at `site`'s own records. */
function validInput(target: ConsoleEndpoint, site: 'A' | 'B'): Record<string, unknown> {
  const leadId = site === 'A' ? leadA : leadB;
  switch (target) {
    case STATUS:
      return { leadId, status: 'contacted' };
    case NOTE:
      return { leadId, note: 'Called back' };
    case ASSIGN:
      return { leadId, staffId: site === 'A' ? staffIds.salesperson : staffIds['owner of B'] };
    case EXPORT:
      return {};
    case STOCK:
      return {
        vehicleId: site === 'A' ? carA : carB,
        price: 31_990,
        state: 'in_stock',
        tag: '',
        comments: '',
      };
    case PHOTOS:
      return { vehicleId: String(site === 'A' ? carA : carB), photos: [photo] };
    case PHOTO_REMOVE:
      return { vehicleId: site === 'A' ? carA : carB, imageId: spareImages[site].pop() };
    case PHOTO_COVER:
      return { vehicleId: site === 'A' ? carA : carB, imageId: coverImages[site] };
    case IMPORT:
      return {
        feed: fileOf(
          'Stock No,VIN,Make,Model,Year,Price\nMATRIX1,KNAPU81BDN7123456,Kia,Sportage,2022,31990\n',
          'stock.csv',
          'text/csv',
        ),
      };
    case INVITE:
      invitations += 1;
      return { email: `new${invitations}@alpha.example`, name: '', role: 'salesperson' };
    case ROLE:
      return site === 'A'
        ? { staffId: staffIds.salesperson, role: 'salesperson' }
        : { staffId: staffIds['owner of B'], role: 'owner' };
    case REMOVE:
      return { staffId: removable[site] };
    case SETTINGS_DRAFT:
      return site === 'A'
        ? {
            section: 'branding',
            value: { name: 'Alpha', logoUrl: '', colors: platformDefaults.theme.colors },
          }
        : { section: `location:${locations.B}`, value: {} };
    case SETTINGS_PUBLISH:
      return { section: `location:${locations[site]}` };
    case SETTINGS_DISCARD:
      return site === 'A' ? { section: 'contact' } : { section: `location:${locations.B}` };
    case SETTINGS_REMOVE:
      return { section: `page:${removablePages[site]}` };
    case RESEND:
      return { staffId: site === 'A' ? staffIds.salesperson : staffIds['owner of B'] };
  }
  throw new Error(`no valid input for ${target.path}`);
}

async function stockVersion(siteId: number): Promise<number> {
  const [site] = await fixture.db
    .select({ version: s.sites.stockVersion })
    .from(s.sites)
    .where(eq(s.sites.id, siteId));
  return site!.version;
}

describe('the console API’s authorisation matrix (issue 18)', () => {
  it('serves exactly the registered endpoints from src/app/api/console', async () => {
    const root = join(process.cwd(), 'src/app');
    const found: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (entry.name === 'route.ts') {
          const method = /export const (GET|POST) = consoleRoute/.exec(await readFile(path, 'utf8'))?.[1];
          found.push(`${method ?? 'no consoleRoute'} /${relative(root, join(dir))}`);
        }
      }
    };
    await walk(join(root, 'api/console'));
    expect(found.sort()).toEqual(CONSOLE_ENDPOINTS.map((entry) => `${entry.method} ${entry.path}`).sort());
  });

  it.each(
    CONSOLE_ENDPOINTS.map((entry) => [`${entry.method} ${entry.path}`, entry.permission, entry] as const),
  )(
    '%s: 401 signed out, 403 to a buyer and to roles without %s, served to roles with it',
    async (_name, _permission, target) => {
      const statuses: Record<string, number | 'served'> = {};
      // Roles without the permission first: the one request that is served may use up its input (a removal).
      const subjects: Subject[] = ['signed-out', 'buyer', ...[...STAFF_ROLES].reverse()];
      for (const subject of subjects) {
        const { status } = await call(target, validInput(target, 'A'), { cookie: cookies[subject] });
        statuses[subject] = status >= 200 && status < 300 ? 'served' : status;
      }
      const expected = Object.fromEntries(
        STAFF_ROLES.map((role) => [role, roleAllows(role, target.permission) ? 'served' : 403]),
      );
      expect(statuses).toEqual({ 'signed-out': 401, buyer: 403, ...expected });
    },
  );

  it.each(CONSOLE_ENDPOINTS.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))(
    '%s: staff of site B are nobody on site A, and A’s owner reaches none of B’s records',
    async (_name, target) => {
      // B's owner's session, sent to A's host: not a session there.
      expect((await call(target, validInput(target, 'A'), { cookie: cookies['owner of B'] })).status).toBe(
        401,
      );
      // A's owner's session, sent to B's host: not a session there either.
      expect(
        (await call(target, validInput(target, 'B'), { cookie: cookies.owner, host: HOST.B })).status,
      ).toBe(401);
      // A's owner on A's host, naming B's lead, car, photo or staff member: not found (an invitation and an
      // import name no record: an import goes to the host's site, whatever the file says).
      const answer = await call(target, validInput(target, 'B'), { cookie: cookies.owner });
      if (target === EXPORT) expect(await answer.text()).not.toContain('Bob Other');
      else if (target !== INVITE && target !== IMPORT) expect(answer.status).toBe(404);
    },
  );
});

const owner = { cookie: '' };
beforeAll(() => (owner.cookie = cookies.owner));

async function json(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('leads in the console (issue 18)', () => {
  it('sets a status, assigns and notes a lead, each written to its history', async () => {
    const lead = await addLead(fixture.siteA, 'Cara History', new Date('2026-11-21T00:00:00Z'));
    expect(await json(await call(STATUS, { leadId: lead, status: 'appointment' }, owner))).toEqual({
      status: 200,
      body: { ok: true },
    });
    await call(ASSIGN, { leadId: lead, staffId: staffIds.salesperson }, owner);
    await call(NOTE, { leadId: lead, note: '  Booked Saturday 10am  ' }, owner);
    await call(ASSIGN, { leadId: lead, staffId: null }, owner);
    const [progress] = await fixture.db
      .select({ status: s.leadProgress.status, assigned: s.leadProgress.assignedStaffId })
      .from(s.leadProgress)
      .where(eq(s.leadProgress.leadId, lead));
    expect(progress).toEqual({ status: 'appointment', assigned: null });
    const history = await fixture.db
      .select({
        kind: s.leadActivity.kind,
        status: s.leadActivity.status,
        assigned: s.leadActivity.assignedStaffId,
        note: s.leadActivity.note,
        by: s.leadActivity.staffId,
      })
      .from(s.leadActivity)
      .where(and(eq(s.leadActivity.siteId, fixture.siteA), eq(s.leadActivity.leadId, lead)))
      .orderBy(s.leadActivity.id);
    const by = staffIds.owner;
    expect(history).toEqual([
      { kind: 'status', status: 'appointment', assigned: null, note: null, by },
      { kind: 'assignment', status: null, assigned: staffIds.salesperson, note: null, by },
      { kind: 'note', status: null, assigned: null, note: 'Booked Saturday 10am', by },
      { kind: 'assignment', status: null, assigned: null, note: null, by },
    ]);
  });

  it('answers bad input with the problem named, and changes nothing', async () => {
    expect(await json(await call(STATUS, { leadId: leadA, status: 'won' }, owner))).toMatchObject({
      status: 400,
      body: { error: 'Choose a status: new, contacted, appointment, sold or lost' },
    });
    expect(await json(await call(STATUS, { leadId: 'nope', status: 'sold' }, owner))).toMatchObject({
      status: 400,
      body: { fieldErrors: { leadId: 'Unknown lead' } },
    });
    expect(await json(await call(NOTE, { leadId: leadA, note: '   ' }, owner))).toMatchObject({
      status: 400,
      body: { error: 'Write a note' },
    });
    expect(await json(await call(NOTE, { leadId: leadA, note: 'x'.repeat(4001) }, owner))).toMatchObject({
      status: 400,
      body: { error: 'A note is at most 4,000 characters' },
    });
    // Another site's staff member, and a removed one of this site, are nobody to assign to.
    const removed = await addStaff(fixture.siteA, 'gone@alpha.example', 'salesperson');
    await fixture.db
      .update(s.staffMembers)
      .set({ removedAt: new Date() })
      .where(eq(s.staffMembers.id, removed));
    for (const staffId of [staffIds['owner of B'], removed])
      expect(await json(await call(ASSIGN, { leadId: leadA, staffId }, owner))).toEqual({
        status: 422,
        body: { error: 'Choose a staff member of this site' },
      });
    const unknownLead = '00000000-0000-4000-8000-000000000000';
    expect((await call(STATUS, { leadId: unknownLead, status: 'sold' }, owner)).status).toBe(404);
    const cross = await call(
      STATUS,
      { leadId: leadA, status: 'sold' },
      { ...owner, origin: 'https://evil.example' },
    );
    expect(await json(cross)).toEqual({ status: 403, body: { error: 'Cross-site request refused' } });
    const [progress] = await fixture.db
      .select({ status: s.leadProgress.status })
      .from(s.leadProgress)
      .where(eq(s.leadProgress.leadId, leadA));
    expect(progress?.status).not.toBe('sold');
  });

  it('exports the filtered inbox as CSV, formulas defused, newest first', async () => {
    await addLead(fixture.siteA, '=HYPERLINK("x")', new Date('2026-11-22T00:00:00Z'));
    const answer = await call(EXPORT, { q: 'hyperlink' }, owner);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="alpha-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = Buffer.from(await answer.arrayBuffer());
    // A byte order mark first, so Excel reads the file as UTF-8.
    expect(bytes.subarray(0, 3).toString('hex')).toBe('efbbbf');
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Received,Reference,Kind,Category,Status,Assigned to,Name,Email,Phone,Car,Stock number,Source,Delivery,Flagged',
    );
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        /^"22 Nov 2026, 10:00 am AEST",[0-9A-F]{8},Enquiry,Vehicle Enquiry,New,,"'=HYPERLINK\(""x""\)",hyperlinkx@buyer.example,0412 345 678,2022 Kia Sportage SX,S1,google,email sent,No$/,
      ),
      '',
    ]);
  });
});

describe('stock edits in the console (issue 18)', () => {
  it('changes price, status, tag and comments in one go, audited per field, with the stock version bumped', async () => {
    const before = await stockVersion(fixture.siteA);
    const edit = {
      vehicleId: carA,
      price: 27_500,
      state: 'sold',
      tag: ' Price drop ',
      comments: 'One owner.',
    };
    expect(await json(await call(STOCK, edit, owner))).toEqual({
      status: 200,
      body: { ok: true, changed: 4 },
    });
    expect(await stockVersion(fixture.siteA)).toBe(before + 1);
    const [car] = await fixture.db
      .select({
        price: s.vehicles.price,
        status: s.vehicles.status,
        sold: s.vehicles.sold,
        soldAt: s.vehicles.soldAt,
        tag: s.vehicles.tag,
        comments: s.vehicles.dealercomments,
      })
      .from(s.vehicles)
      .where(eq(s.vehicles.id, carA));
    expect(car).toEqual({
      price: 27_500,
      status: 'sold',
      sold: true,
      soldAt: expect.any(Date),
      tag: 'Price drop',
      comments: 'One owner.',
    });
    const audit = await fixture.db
      .select({ field: s.stockChanges.field, newValue: s.stockChanges.newValue, by: s.stockChanges.staffId })
      .from(s.stockChanges)
      .where(and(eq(s.stockChanges.siteId, fixture.siteA), eq(s.stockChanges.vehicleId, carA)))
      .orderBy(s.stockChanges.id);
    expect(audit.slice(-4)).toEqual([
      { field: 'price', newValue: '27500', by: staffIds.owner },
      { field: 'state', newValue: 'sold', by: staffIds.owner },
      { field: 'tag', newValue: 'Price drop', by: staffIds.owner },
      { field: 'comments', newValue: 'One owner.', by: staffIds.owner },
    ]);
    // The same edit again changes nothing and writes nothing.
    expect(await json(await call(STOCK, edit, owner))).toEqual({
      status: 200,
      body: { ok: true, changed: 0 },
    });
    expect(await stockVersion(fixture.siteA)).toBe(before + 1);
  });

  it('refuses a bad edit with the field named, and an oversized body unread', async () => {
    const base = { vehicleId: carA, price: 1, state: 'in_stock', tag: '', comments: '' };
    expect(await json(await call(STOCK, { ...base, price: -5 }, owner))).toMatchObject({
      status: 400,
      body: { fieldErrors: { price: 'The price cannot be negative' } },
    });
    expect(await json(await call(STOCK, { ...base, price: 'POA' }, owner))).toMatchObject({
      status: 400,
      body: { fieldErrors: { price: 'Enter the price in whole dollars' } },
    });
    expect(await json(await call(STOCK, { ...base, state: 'gone' }, owner))).toMatchObject({
      status: 400,
      body: { fieldErrors: { state: 'Choose in stock, reserved, coming soon or sold' } },
    });
    expect((await call(STOCK, { ...base, comments: 'x'.repeat(100_000) }, owner)).status).toBe(413);
  });

  it('keeps a car an online reservation holds reserved: back to in stock is refused, a sale is not', async () => {
    const [car] = await fixture.db
      .select({ id: s.vehicles.id })
      .from(s.vehicles)
      .where(and(eq(s.vehicles.siteId, fixture.siteA), ne(s.vehicles.id, carA)))
      .limit(1);
    const vehicleId = car!.id;
    await fixture.db.update(s.vehicles).set({ reserved: true }).where(eq(s.vehicles.id, vehicleId));
    const expiresAt = new Date('2099-01-02T00:00:00Z');
    await fixture.db.insert(s.reservations).values({
      id: '6f0d2c1e-0000-4000-8000-000000000001',
      siteId: fixture.siteA,
      vehicleId,
      leadId: leadA,
      status: 'held',
      paymentProvider: 'stripe',
      paymentStatus: 'paid',
      amountCents: 50_000,
      siteOrigin: 'http://alpha.localhost:3000',
      expiresAt,
    });
    const message =
      `An online reservation holds this car until ${formatZonedDateTime(expiresAt, 'Australia/Brisbane')}: ` +
      'it stays reserved until the reservation ends or its deposit is refunded.';
    const edit = { vehicleId, price: 20_000, state: 'in_stock', tag: '', comments: '' };
    expect(await json(await call(STOCK, edit, owner))).toEqual({
      status: 409,
      body: { error: message, fieldErrors: { state: message } },
    });
    const [kept] = await fixture.db
      .select({ reserved: s.vehicles.reserved, price: s.vehicles.price })
      .from(s.vehicles)
      .where(eq(s.vehicles.id, vehicleId));
    expect(kept!.reserved).toBe(true);
    expect(kept!.price).not.toBe(20_000);
    expect((await call(STOCK, { ...edit, state: 'sold' }, owner)).status).toBe(200);
  });
});

describe('uploads in the console (issue 18)', () => {
  it.each([
    ['photos', () => PHOTOS],
    ['import', () => IMPORT],
  ])('refuses a cross-site %s form before reading it', async (_name, target) => {
    const cross = await call(target(), validInput(target(), 'A'), {
      ...owner,
      origin: 'https://evil.example',
    });
    expect(await json(cross)).toEqual({ status: 403, body: { error: 'Cross-site request refused' } });
  });
});

const latestInvitation = () => latestStaffInvitation(delivery.dataDir, 'alpha');

async function staffRow(email: string) {
  const [row] = await fixture.db
    .select({ id: s.staffMembers.id, role: s.staffMembers.role, removedAt: s.staffMembers.removedAt })
    .from(s.staffMembers)
    .where(and(eq(s.staffMembers.siteId, fixture.siteA), eq(s.staffMembers.email, email)));
  return row;
}

describe('staff in the console (issue 18)', () => {
  it('adds a person with their role and emails where to sign in; a second time is a conflict', async () => {
    const invite = { email: ' Pat@Alpha.example ', name: 'Pat Lee', role: 'sales_manager' };
    expect(await json(await call(INVITE, invite, owner))).toEqual({
      status: 201,
      body: { ok: true, emailed: true },
    });
    expect(await staffRow('pat@alpha.example')).toMatchObject({ role: 'sales_manager', removedAt: null });
    const mail = await latestInvitation();
    expect(mail.to).toBe('pat@alpha.example');
    expect(mail.subject).toBe("You're invited to the alpha Motors dealer console");
    expect(mail.text).toContain(
      "owner@alpha.example has added you to alpha Motors's dealer console as sales manager.",
    );
    expect(mail.text).toContain(
      'Open http://alpha.localhost:3000/console and sign in with this email address (pat@alpha.example).',
    );
    expect(await json(await call(INVITE, invite, owner))).toMatchObject({
      status: 409,
      body: { fieldErrors: { email: 'pat@alpha.example is already on the staff' } },
    });
    expect(await json(await call(INVITE, { ...invite, email: 'not an email' }, owner))).toMatchObject({
      status: 400,
      body: { fieldErrors: { email: 'Enter an email address like name@dealer.com.au' } },
    });
  });

  it('keeps the site an owner, and brings back a removed member by inviting them again', async () => {
    const second = await addStaff(fixture.siteA, 'second-owner@alpha.example', 'owner');
    // Two owners: one may step down; then the last may not, nor be removed.
    expect((await call(ROLE, { staffId: second, role: 'salesperson' }, owner)).status).toBe(200);
    expect(await json(await call(ROLE, { staffId: staffIds.owner, role: 'salesperson' }, owner))).toEqual({
      status: 409,
      body: { error: 'The site needs an owner: make someone else owner first' },
    });
    expect((await call(REMOVE, { staffId: staffIds.owner }, owner)).status).toBe(409);
    expect((await staffRow('owner@alpha.example'))?.role).toBe('owner');

    expect((await call(REMOVE, { staffId: second }, owner)).status).toBe(200);
    expect((await staffRow('second-owner@alpha.example'))?.removedAt).toEqual(expect.any(Date));
    const back = { email: 'second-owner@alpha.example', name: '', role: 'owner' };
    expect((await call(INVITE, back, owner)).status).toBe(201);
    expect(await staffRow('second-owner@alpha.example')).toMatchObject({
      id: second,
      role: 'owner',
      removedAt: null,
    });
  });
});
