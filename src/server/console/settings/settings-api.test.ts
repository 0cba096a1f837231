import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as s from '@/server/db/schema';
import { loadSiteConfig } from '@/server/sites/site-config-loader';
import {
  SETTINGS_DISCARD_ENDPOINT,
  SETTINGS_DRAFT_ENDPOINT,
  SETTINGS_PUBLISH_ENDPOINT,
} from './settings-endpoints';
import { settingsOwnersForThisFile } from './testing';

const { fixture, staff, post } = settingsOwnersForThisFile();
vi.mock('@/server/db', () => ({ getDb: async () => fixture.db }));

const COLORS = {
  primary: '#0B5FFF',
  primaryForeground: '#ffffff',
  accent: '#ffd100',
  accentForeground: '#111111',
  headerBackground: '#ffffff',
  headerForeground: '#111111',
  footerBackground: '#0a2540',
  footerForeground: '#ffffff',
  background: '#ffffff',
  foreground: '#1a1a1a',
  muted: '#595959',
};

const week = (opens: string, closes: string) =>
  [1, 2, 3, 4, 5, 6, 0].map((weekday) =>
    weekday === 0 ? { weekday, open: false, opens: '', closes: '' } : { weekday, open: true, opens, closes },
  );

const LOCATION = {
  name: 'Zeta Yard Brisbane',
  street: '12 Main St',
  city: 'Brisbane',
  state: 'QLD',
  postcode: '4000',
  phone: '07 3123 4567',
  email: 'Sales@Zeta.Example',
  dealerLicenseNumber: '3100123',
  isVisible: true,
  hours: [{ department: 'sales', days: week('08:30', '17:30') }],
  holidays: [
    { date: '2026-12-25', department: 'all', name: 'Christmas Day', open: false, opens: '', closes: '' },
    { date: '2026-12-24', department: 'sales', name: '', open: true, opens: '09:00', closes: '13:00' },
  ],
};

let bravoYard = 0;
beforeAll(async () => {
  const [row] = await fixture.db
    .select({ id: s.locations.id })
    .from(s.locations)
    .where(eq(s.locations.siteId, fixture.siteB));
  bravoYard = row!.id;
});

const drafts = (siteId: number) =>
  fixture.db
    .select({ section: s.settingsDrafts.section, payload: s.settingsDrafts.payload })
    .from(s.settingsDrafts)
    .where(eq(s.settingsDrafts.siteId, siteId));

async function siteRow(siteId: number) {
  const [row] = await fixture.db.select().from(s.sites).where(eq(s.sites.id, siteId));
  return row!;
}

describe('site settings: draft, preview, publish (issue 18)', () => {
  it('refuses a palette whose text cannot be read, naming the colour and the contrast, and keeps nothing', async () => {
    const answer = await post(SETTINGS_DRAFT_ENDPOINT, {
      section: 'branding',
      value: { name: 'Alpha Motors', logoUrl: '', colors: { ...COLORS, primaryForeground: '#7aa7ff' } },
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        error: 'Text on primary has a contrast of 2.14:1; it needs at least 4.5:1 to be readable',
        fieldErrors: {
          'colors.primaryForeground':
            'Text on primary has a contrast of 2.14:1; it needs at least 4.5:1 to be readable',
        },
      },
    });
    expect(await drafts(fixture.siteA)).toEqual([]);
  });

  it('keeps branding as a draft the site does not show, then publishes it: name, logo and colours', async () => {
    const before = await siteRow(fixture.siteA);
    const value = { name: '  Alpha Motors  ', logoUrl: '/logo.svg', colors: COLORS };
    expect(await post(SETTINGS_DRAFT_ENDPOINT, { section: 'branding', value })).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await drafts(fixture.siteA)).toEqual([
      {
        section: 'branding',
        payload: { name: 'Alpha Motors', logoUrl: '/logo.svg', colors: { ...COLORS, primary: '#0b5fff' } },
      },
    ]);
    expect((await siteRow(fixture.siteA)).name).toBe(before.name);

    expect(await post(SETTINGS_PUBLISH_ENDPOINT, { section: 'branding' })).toEqual({
      status: 200,
      body: { ok: true },
    });
    const after = await siteRow(fixture.siteA);
    expect([after.name, after.logoUrl]).toEqual(['Alpha Motors', '/logo.svg']);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    const config = await loadSiteConfig(fixture.db, fixture.siteA);
    expect(config.theme.colors).toEqual({ ...COLORS, primary: '#0b5fff' });
    expect(config.theme.logoUrl).toBe('/logo.svg');
    expect(await drafts(fixture.siteA)).toEqual([]);
    const history = await fixture.db
      .select({ section: s.settingsPublications.section, staffId: s.settingsPublications.staffId })
      .from(s.settingsPublications)
      .where(eq(s.settingsPublications.siteId, fixture.siteA));
    expect(history).toEqual([{ section: 'branding', staffId: staff.ids.owner }]);
    // Site B is untouched.
    expect((await loadSiteConfig(fixture.db, fixture.siteB)).theme.colors.primary).toBe('#1d4ed8');
  });

  it('publishes a location: its details, its week replaced and its holiday hours replaced', async () => {
    const section = `location:${fixture.ids.zeta}`;
    expect(await post(SETTINGS_DRAFT_ENDPOINT, { section, value: LOCATION })).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await post(SETTINGS_PUBLISH_ENDPOINT, { section })).toEqual({ status: 200, body: { ok: true } });
    const [location] = await fixture.db
      .select({
        name: s.locations.name,
        street: s.locations.street,
        email: s.locations.email,
        phone: s.locations.phone,
      })
      .from(s.locations)
      .where(eq(s.locations.id, fixture.ids.zeta!));
    expect(location).toEqual({
      name: 'Zeta Yard Brisbane',
      street: '12 Main St',
      email: 'Sales@zeta.example',
      phone: '07 3123 4567',
    });
    const hours = await fixture.db
      .select({
        department: s.openingHours.department,
        weekday: s.openingHours.weekday,
        status: s.openingHours.status,
        open: s.openingHours.open,
        close: s.openingHours.close,
      })
      .from(s.openingHours)
      .where(eq(s.openingHours.locationId, fixture.ids.zeta!))
      .orderBy(asc(s.openingHours.weekday));
    expect(hours).toEqual([
      { department: 'sales', weekday: 0, status: 'Closed', open: null, close: null },
      ...[1, 2, 3, 4, 5, 6].map((weekday) => ({
        department: 'sales',
        weekday,
        status: 'Open',
        open: '08:30',
        close: '17:30',
      })),
    ]);
    const holidays = await fixture.db
      .select({
        date: s.holidayHours.date,
        status: s.holidayHours.status,
        startHour: s.holidayHours.startHour,
        endHour: s.holidayHours.endHour,
        department: s.holidayHours.department,
        name: s.holidayHours.name,
      })
      .from(s.holidayHours)
      .where(eq(s.holidayHours.locationId, fixture.ids.zeta!))
      .orderBy(asc(s.holidayHours.date));
    expect(holidays).toEqual([
      {
        date: '2026-12-24',
        status: 'Open',
        startHour: '09:00',
        endHour: '13:00',
        department: 'sales',
        name: null,
      },
      {
        date: '2026-12-25',
        status: 'Closed',
        startHour: null,
        endHour: null,
        department: 'all',
        name: 'Christmas Day',
      },
    ]);
  });

  it('names each bad field of a location by its place in the form', async () => {
    const value = {
      ...LOCATION,
      postcode: '400',
      hours: [{ department: 'sales', days: week('17:00', '09:00') }],
      holidays: [LOCATION.holidays[0], LOCATION.holidays[0]],
    };
    const answer = await post(SETTINGS_DRAFT_ENDPOINT, { section: `location:${fixture.ids.zeta}`, value });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      postcode: 'Enter a 4-digit postcode',
      ...Object.fromEntries(
        [0, 1, 2, 3, 4, 5].map((day) => [
          `hours.0.days.${day}.closes`,
          'Closing time must be after opening time',
        ]),
      ),
      'holidays.1.date': 'This date is already listed for this department',
    });
  });

  it('checks a draft again when it is published, and writes nothing it refuses', async () => {
    await fixture.db.insert(s.settingsDrafts).values({
      siteId: fixture.siteA,
      section: 'contact',
      payload: { address: '1 Main St', facebookUrl: 'https://evil.example/page', instagramUrl: null },
      staffId: staff.ids.owner,
    });
    const answer = await post(SETTINGS_PUBLISH_ENDPOINT, { section: 'contact' });
    expect(answer).toEqual({
      status: 400,
      body: {
        error: 'Enter the https:// address of the Facebook page, or leave it empty',
        fieldErrors: { facebookUrl: 'Enter the https:// address of the Facebook page, or leave it empty' },
      },
    });
    expect((await siteRow(fixture.siteA)).address).not.toBe('1 Main St');
    expect(await post(SETTINGS_DISCARD_ENDPOINT, { section: 'contact' })).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await post(SETTINGS_PUBLISH_ENDPOINT, { section: 'contact' })).toEqual({
      status: 409,
      body: { error: 'There is no draft to publish: save one first' },
    });
  });

  it('site A’s owner reaches none of site B’s settings, and B’s draft stays B’s', async () => {
    const contact = {
      address: '9 Bravo Rd',
      facebookUrl: '',
      instagramUrl: 'https://www.instagram.com/bravo',
    };
    expect(await post(SETTINGS_DRAFT_ENDPOINT, { section: 'contact', value: contact }, 'ownerB')).toEqual({
      status: 200,
      body: { ok: true },
    });
    const gone = { status: 404, body: { error: 'This location is not on this site' } };
    const bravo = `location:${bravoYard}`;
    expect(await post(SETTINGS_DRAFT_ENDPOINT, { section: bravo, value: LOCATION })).toEqual(gone);
    expect(await post(SETTINGS_PUBLISH_ENDPOINT, { section: bravo })).toEqual(gone);
    expect(await post(SETTINGS_DISCARD_ENDPOINT, { section: bravo })).toEqual(gone);
    // A's contact section has no draft: B's is not A's to publish or discard.
    expect((await post(SETTINGS_PUBLISH_ENDPOINT, { section: 'contact' })).status).toBe(409);
    expect((await post(SETTINGS_DISCARD_ENDPOINT, { section: 'contact' })).status).toBe(409);
    expect(await drafts(fixture.siteB)).toEqual([
      {
        section: 'contact',
        payload: {
          address: '9 Bravo Rd',
          facebookUrl: null,
          instagramUrl: 'https://www.instagram.com/bravo',
        },
      },
    ]);
    expect(await post(SETTINGS_PUBLISH_ENDPOINT, { section: 'contact' }, 'ownerB')).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect((await siteRow(fixture.siteB)).address).toBe('9 Bravo Rd');
    const [bravoLocation] = await fixture.db
      .select({ name: s.locations.name })
      .from(s.locations)
      .where(and(eq(s.locations.siteId, fixture.siteB), eq(s.locations.id, bravoYard)));
    expect(bravoLocation).toEqual({ name: 'Bravo Yard' });
  });

  it('refuses an unknown section', async () => {
    expect(await post(SETTINGS_PUBLISH_ENDPOINT, { section: 'location:abc' })).toEqual({
      status: 400,
      body: { error: 'Unknown settings section', fieldErrors: { section: 'Unknown settings section' } },
    });
  });
});
