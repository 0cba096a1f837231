import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '@/config';
import { saveSearch } from '@/server/account/saved-searches';
import { currentBuyer } from '@/server/auth/buyer-session';
import { addEmailToAccount, requestAddEmailCode } from '@/server/auth/account-contact-api';
import {
  codeDeliveryForThisFile,
  readLatestMail,
  signInByEmail,
  signInByPhone,
  TEST_ORIGIN,
  twoSiteAccounts,
} from '@/server/auth/testing';
import { alertConsents, alertMatches, alertOutbox, savedSearches, sites, vehicles } from '@/server/db/schema';
import { twoSitesForThisFile, vehicleIdBySlug } from '@/server/db/testing/two-site-fixture';
import { createMaildirMailer } from '@/server/mail/mailer';
import { saveToWatchlist } from '@/server/watchlist/watchlist-store';
import { createStockSearch } from '@/server/stock/search/search-stock';
import { createAlertDelivery } from './alert-delivery';
import type { AlertPayload } from './alert-queue';
import { runSiteAlerts } from './alert-run';
import { ALERT_ERRORS, changeAlert } from './alert-settings';
import { createAlertScheduler, sitesDueForAlerts } from './alert-scheduler';
import { unsubscribeByLink } from './unsubscribe-api';

const fixture = twoSitesForThisFile();
const delivery = codeDeliveryForThisFile();
const { request } = twoSiteAccounts(fixture);
let clients = 0;
/** A request from a client address of its own: sign-in allows 10 codes per client address and site. */
const fresh = (which: 'A' | 'B') => request(which, '', `198.51.100.${++clients}`);
const configA = resolveSiteConfig({ siteSlug: 'alpha', groupSlug: null, layers: {} });
const configB = resolveSiteConfig({ siteSlug: 'bravo', groupSlug: null, layers: {} });
const search = createStockSearch({ versionCheckMs: 0 });
const deps = { freshIndex: search.freshIndex };
const MINUTE = 60_000;
const T0 = new Date('2026-11-20T00:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

let mailRoot: string;
beforeAll(async () => {
  mailRoot = await mkdtemp(join(tmpdir(), 'alerts-'));
});
afterAll(() => rm(mailRoot, { recursive: true, force: true }));

async function bumpStock(siteId: number) {
  await fixture.db
    .update(sites)
    .set({ stockVersion: sql`${sites.stockVersion} + 1` })
    .where(eq(sites.id, siteId));
}

/** A car arriving in site A's stock at `createdAt` (a copy of its Kia Sportage under a new slug). */
async function arrive(slug: string, createdAt: Date, values: Partial<typeof vehicles.$inferInsert> = {}) {
  const [model] = await fixture.db
    .select()
    .from(vehicles)
    .where(eq(vehicles.id, await vehicleIdBySlug(fixture.db, fixture.siteA, 'kia-sportage-1')));
  const { id: _id, ...copy } = model!;
  const [row] = await fixture.db
    .insert(vehicles)
    .values({ ...copy, slug, stocknum: slug, createdAt, updatedAt: createdAt, ...values })
    .returning({ id: vehicles.id });
  await bumpStock(fixture.siteA);
  return row!.id;
}

async function outbox(siteId: number) {
  return fixture.db.select().from(alertOutbox).where(eq(alertOutbox.siteId, siteId)).orderBy(alertOutbox.id);
}

async function buyerId(cookie: string, which: 'A' | 'B' = 'A') {
  const buyer = await currentBuyer(fixture.db, request(which).site, TEST_ORIGIN, new Headers({ cookie }));
  return buyer!.id;
}

/** A buyer on site A signed in by email, with one saved search at `frequency`. */
async function searcher(email: string, path: string, frequency: 'instant' | 'daily' | 'off') {
  const cookie = await signInByEmail(fresh('A'), delivery.dataDir, email);
  const saved = await saveSearch(request('A', cookie), { id: fixture.siteA, config: configA }, { path });
  const { id } = (saved.body as { saved: { id: number } }).saved;
  const changed = await changeAlert(request('A', cookie), 'Alpha Motors', {
    target: 'search',
    id,
    frequency,
  });
  expect(changed.status).toBe(200);
  return { cookie, searchId: id };
}

describe('alert settings (POST /api/account/alerts)', () => {
  it('records consent with the words shown when an alert is first turned on, once', async () => {
    const { cookie, searchId } = await searcher('consent@example.com', '/search/used-cars', 'daily');
    await changeAlert(request('A', cookie), 'Alpha Motors', {
      target: 'search',
      id: searchId,
      frequency: 'instant',
    });
    const consents = await fixture.db
      .select()
      .from(alertConsents)
      .where(eq(alertConsents.userId, await buyerId(cookie)));
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({
      siteId: fixture.siteA,
      email: 'consent@example.com',
      origin: TEST_ORIGIN,
      withdrawnAt: null,
      statement:
        'Turning on an alert means you agree to get alert emails from Alpha Motors at consent@example.com about your saved searches and watched cars. Every alert email has a link to stop them.',
    });
  });

  it('refuses the signed-out, an account without email, another buyer’s search and bad input', async () => {
    const body = { target: 'watchlist', enabled: true };
    expect(await changeAlert(request('A'), 'Alpha Motors', body)).toEqual({
      status: 401,
      body: { error: ALERT_ERRORS.signedOut },
    });
    const phone = await signInByPhone(fresh('A'), delivery.dataDir, '0412 920 001');
    expect(await changeAlert(request('A', phone), 'Alpha Motors', body)).toEqual({
      status: 409,
      body: { error: ALERT_ERRORS.noEmail },
    });
    const owner = await searcher('owner@example.com', '/search/used-cars?query=kia', 'off');
    const other = await signInByEmail(fresh('A'), delivery.dataDir, 'other@example.com');
    const theirs = { target: 'search', id: owner.searchId, frequency: 'instant' };
    expect(await changeAlert(request('A', other), 'Alpha Motors', theirs)).toEqual({
      status: 404,
      body: { error: ALERT_ERRORS.noSearch },
    });
    // Nothing was kept for the refused change, not even a consent.
    const kept = await fixture.db
      .select()
      .from(alertConsents)
      .where(eq(alertConsents.userId, await buyerId(other)));
    expect(kept).toEqual([]);
    for (const bad of [{ target: 'search', id: 'x' }, { target: 'nope' }, { ...body, extra: 1 }, null]) {
      expect((await changeAlert(request('A', other), 'Alpha Motors', bad)).status).toBe(400);
    }
  });

  it('does not let a site B session change a site A search', async () => {
    const owner = await searcher('isolation@example.com', '/search/used-cars?query=sportage', 'off');
    const bravo = await signInByEmail(fresh('B'), delivery.dataDir, 'isolation@example.com');
    const change = { target: 'search', id: owner.searchId, frequency: 'instant' };
    expect((await changeAlert(request('B', bravo), 'Bravo Motors', change)).status).toBe(404);
    const [row] = await fixture.db
      .select({ frequency: savedSearches.alertFrequency })
      .from(savedSearches)
      .where(eq(savedSearches.id, owner.searchId));
    expect(row!.frequency).toBe('off');
  });
});

describe('adding an email address to an account made by a mobile code', () => {
  const mailedCode = async () => {
    const mail = await readLatestMail(join(delivery.dataDir, 'mail'), 'alpha');
    return /sign-in code is (\d{6})/.exec(mail.text)?.[1] ?? 'none';
  };

  it('adds a proven address, after which alerts can be turned on', async () => {
    const phone = await signInByPhone(fresh('A'), delivery.dataDir, '0412 920 002');
    expect(await requestAddEmailCode(request('A', phone), { address: 'Added@Example.com' })).toEqual({
      status: 200,
      body: { sent: true, channel: 'email', sentTo: 'added@example.com' },
    });
    const code = await mailedCode();
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await addEmailToAccount(request('A', phone), { address: 'added@example.com', code: wrong })).status,
    ).toBe(400);
    const added = await addEmailToAccount(request('A', phone), { address: 'added@example.com', code });
    expect([added.status, added.body]).toEqual([200, { emailAdded: true }]);
    const buyer = await currentBuyer(
      fixture.db,
      request('A').site,
      TEST_ORIGIN,
      new Headers({ cookie: phone }),
    );
    expect(buyer).toMatchObject({ email: 'added@example.com', phone: '+61412920002' });
    const on = await changeAlert(request('A', phone), 'Alpha Motors', { target: 'watchlist', enabled: true });
    expect(on).toEqual({ status: 200, body: { watchlist: true } });
  });

  it('refuses an account with an address, the signed-out, and another account’s address', async () => {
    const email = await signInByEmail(fresh('A'), delivery.dataDir, 'has-one@example.com');
    expect(await requestAddEmailCode(request('A', email), { address: 'second@example.com' })).toEqual({
      status: 409,
      body: { error: 'Your account has an email address already.', field: 'address' },
    });
    expect((await requestAddEmailCode(request('A'), { address: 'x@example.com' })).status).toBe(401);
    const phone = await signInByPhone(fresh('A'), delivery.dataDir, '0412 920 003');
    const before = await readLatestMail(join(delivery.dataDir, 'mail'), 'alpha');
    // The same answer as for a free address, but no code goes to the owner's inbox.
    expect((await requestAddEmailCode(request('A', phone), { address: 'has-one@example.com' })).status).toBe(
      200,
    );
    expect(await readLatestMail(join(delivery.dataDir, 'mail'), 'alpha')).toEqual(before);
  });
});

describe('alert matching, outbox and unsubscribe', () => {
  let instant: { cookie: string; searchId: number };
  let daily: { cookie: string; searchId: number };
  let mazda: { cookie: string; searchId: number };

  it('only notes where stock stands on its first pass over a site', async () => {
    instant = await searcher('instant@example.com', '/search/used-cars?make=Kia', 'instant');
    daily = await searcher('daily@example.com', '/search/used-cars?make=Kia', 'daily');
    mazda = await searcher('mazda@example.com', '/search/used-cars?make=Mazda', 'instant');
    expect(await sitesDueForAlerts(fixture.db, T0)).toEqual([fixture.siteA, fixture.siteB]);
    expect(await runSiteAlerts(fixture.db, fixture.siteA, T0, deps)).toEqual({ matched: 0, queued: 0 });
    expect(await runSiteAlerts(fixture.db, fixture.siteB, T0, deps)).toEqual({ matched: 0, queued: 0 });
    expect(await sitesDueForAlerts(fixture.db, at(1))).toEqual([]);
    expect(await outbox(fixture.siteA)).toEqual([]);
  });

  it('emails an instant search its new car at once, keeps it for the daily one, and tells nobody twice', async () => {
    const carId = await arrive('kia-new-arrival', at(1), { price: 31_990, badge: 'S' });
    expect(await sitesDueForAlerts(fixture.db, at(2))).toEqual([fixture.siteA]);
    // The Kia searches (instant and daily) and the earlier all-used-cars one (instant) list it; the Mazda one not.
    expect(await runSiteAlerts(fixture.db, fixture.siteA, at(2), deps)).toEqual({ matched: 3, queued: 2 });
    const queued = await outbox(fixture.siteA);
    expect(queued.map((r) => r.target).sort()).toEqual(['consent@example.com', 'instant@example.com']);
    const row = queued.find((r) => r.target === 'instant@example.com');
    expect(row).toMatchObject({
      userId: await buyerId(instant.cookie),
      kind: 'saved-search',
      status: 'pending',
    });
    const payload = row!.payload as AlertPayload;
    expect(payload.subject).toBe('A new car matches your search: Used Kia Cars for sale');
    expect(payload.text.split('\n').slice(0, 5)).toEqual([
      'A new car matches your saved search “Used Kia Cars for sale” at alpha Motors.',
      '',
      '2023 Kia Sportage S — $31,990',
      `${TEST_ORIGIN}/cars/kia-new-arrival`,
      '',
    ]);
    expect(payload.text).not.toContain('daily@example.com');
    expect(payload.oneClickUrl).toMatch(
      /^http:\/\/alpha\.localhost:3000\/api\/alerts\/unsubscribe\?token=search-/,
    );
    const matches = await fixture.db
      .select()
      .from(alertMatches)
      .where(
        and(
          eq(alertMatches.vehicleId, carId),
          inArray(alertMatches.savedSearchId, [instant.searchId, daily.searchId]),
        ),
      )
      .orderBy(alertMatches.savedSearchId);
    expect(matches.map((m) => [m.savedSearchId, m.emailedAt !== null])).toEqual([
      [instant.searchId, true],
      [daily.searchId, false],
    ]);
    // The same stock again (another node, or a repeated pass) finds nothing new.
    await bumpStock(fixture.siteA);
    expect(await runSiteAlerts(fixture.db, fixture.siteA, at(3), deps)).toEqual({ matched: 0, queued: 0 });
    expect(await outbox(fixture.siteA)).toHaveLength(2);
    expect(mazda.searchId).toBeGreaterThan(0);
  });

  it('sends the daily digest when it is due', async () => {
    const before = (await outbox(fixture.siteA)).length;
    expect(await runSiteAlerts(fixture.db, fixture.siteA, at(24 * 60 + 1), deps)).toEqual({
      matched: 0,
      queued: 1,
    });
    const rows = await outbox(fixture.siteA);
    expect(rows).toHaveLength(before + 1);
    const digest = rows.at(-1)!;
    expect(digest.target).toBe('daily@example.com');
    expect((digest.payload as AlertPayload).text.split('\n')[0]).toBe(
      'Since yesterday, a new car matches your saved search “Used Kia Cars for sale” at alpha Motors.',
    );
  });

  it('tells a watcher of a price drop and of a reservation, not of a rise', async () => {
    const cookie = (await searcher('watcher@example.com', '/search/used-cars?query=nothing', 'off')).cookie;
    const userId = await buyerId(cookie);
    const carId = await vehicleIdBySlug(fixture.db, fixture.siteA, 'kia-sportage-1');
    await saveToWatchlist(fixture.db, fixture.siteA, userId, carId);
    expect(
      (await changeAlert(request('A', cookie), 'Alpha Motors', { target: 'watchlist', enabled: true }))
        .status,
    ).toBe(200);
    const setCar = async (values: Partial<typeof vehicles.$inferInsert>, minute: number) => {
      await fixture.db.update(vehicles).set(values).where(eq(vehicles.id, carId));
      await bumpStock(fixture.siteA);
      return runSiteAlerts(fixture.db, fixture.siteA, at(minute), deps);
    };
    expect(await setCar({ price: 47_000 }, 24 * 60 + 10)).toEqual({ matched: 0, queued: 0 });
    expect(await setCar({ price: 43_990 }, 24 * 60 + 11)).toEqual({ matched: 0, queued: 1 });
    expect(await setCar({ reserved: true }, 24 * 60 + 12)).toEqual({ matched: 0, queued: 1 });
    const mine = (await outbox(fixture.siteA)).filter((row) => row.userId === userId);
    expect(mine.map((row) => (row.payload as AlertPayload).subject)).toEqual([
      '2023 Kia Sportage GT-Line: Price dropped from $47,000 to $43,990',
      '2023 Kia Sportage GT-Line: Reserved by another buyer',
    ]);
    await fixture.db.update(vehicles).set({ reserved: false, price: 45_990 }).where(eq(vehicles.id, carId));
  });

  it('delivers with RFC 8058 one-click headers, and a one-click POST stops that search', async () => {
    const mailer = createMaildirMailer(mailRoot);
    const worker = createAlertDelivery({
      db: fixture.db,
      mailer,
      mailFrom: 'Alerts <a@x.test>',
      clock: () => new Date(),
    });
    const sent = await worker.runOnce();
    expect(sent.sent).toBe(sent.claimed);
    const files = (await readdir(join(mailRoot, 'alpha', 'new'))).sort();
    const first = (await outbox(fixture.siteA)).find((r) => r.target === 'instant@example.com');
    const folded = await readFile(
      join(
        mailRoot,
        'alpha',
        'new',
        files.find((f) => f.includes(`-alert-${first!.id}.`))!,
      ),
      'utf8',
    );
    const raw = folded.replace(/\n[ \t]+/g, ' '); // long header lines are folded
    const oneClick = (first!.payload as AlertPayload).oneClickUrl;
    expect(raw).toContain(`List-Unsubscribe: <${oneClick}>`);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw).toContain('To: instant@example.com');

    const post = (url: string, body = 'List-Unsubscribe=One-Click') =>
      new Request(url, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const siteA = { id: fixture.siteA };
    // Another site's host does not honour site A's token; a changed token is refused.
    expect((await unsubscribeByLink(post(oneClick), fixture.db, { id: fixture.siteB })).status).toBe(400);
    expect(
      (await unsubscribeByLink(post(oneClick.replace('search-', 'search-9')), fixture.db, siteA)).status,
    ).toBe(400);
    const answer = await unsubscribeByLink(post(oneClick), fixture.db, siteA);
    expect([answer.status, await answer.json()]).toEqual([200, { unsubscribed: true }]);
    const [row] = await fixture.db
      .select({ frequency: savedSearches.alertFrequency })
      .from(savedSearches)
      .where(eq(savedSearches.id, instant.searchId));
    expect(row!.frequency).toBe('off');

    await arrive('kia-second-arrival', at(24 * 60 + 20));
    const before = (await outbox(fixture.siteA)).length;
    await runSiteAlerts(fixture.db, fixture.siteA, at(24 * 60 + 21), deps);
    const after = await outbox(fixture.siteA);
    // The all-used-cars buyer hears of the car and the watcher of their car back on sale; the unsubscribed, nothing.
    expect(after.slice(before).map((r) => r.target)).toEqual(['consent@example.com', 'watcher@example.com']);
  });

  it('stops every alert and withdraws consent from the page’s "stop all" form', async () => {
    const [digest] = (await outbox(fixture.siteA)).filter((row) => row.target === 'daily@example.com');
    const oneClick = (digest!.payload as AlertPayload).oneClickUrl;
    const form = new Request(oneClick, {
      method: 'POST',
      body: 'from=page&scope=all',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const answer = await unsubscribeByLink(form, fixture.db, { id: fixture.siteA });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(/^\/alerts\/unsubscribe\?token=search-\d+\..+&done=all$/);
    const userId = await buyerId(daily.cookie);
    const consents = await fixture.db
      .select({ withdrawnAt: alertConsents.withdrawnAt })
      .from(alertConsents)
      .where(and(eq(alertConsents.siteId, fixture.siteA), eq(alertConsents.userId, userId)));
    expect(consents.map((c) => c.withdrawnAt !== null)).toEqual([true]);
  });

  it('a scheduler pass runs only the sites whose stock moved and wakes delivery when it queued', async () => {
    let woken = 0;
    const errors: unknown[] = [];
    const scheduler = createAlertScheduler({
      db: fixture.db,
      clock: () => at(24 * 60 + 26),
      ...deps,
      onQueued: () => woken++,
      log: { info: () => {}, warn: () => {}, error: (fields: unknown) => void errors.push(fields) },
    });
    await scheduler.runOnce();
    expect(woken).toBe(0);
    await arrive('kia-scheduled-arrival', at(24 * 60 + 25));
    await scheduler.runOnce();
    expect([woken, errors]).toEqual([1, []]);
    expect(await sitesDueForAlerts(fixture.db, at(24 * 60 + 26))).toEqual([]);
  });

  it('never matches site A stock for site B buyers', async () => {
    const bravo = await signInByEmail(fresh('B'), delivery.dataDir, 'bravo-buyer@example.com');
    await saveSearch(
      request('B', bravo),
      { id: fixture.siteB, config: configB },
      { path: '/search/used-cars' },
    );
    await arrive('kia-third-arrival', at(24 * 60 + 30));
    await runSiteAlerts(fixture.db, fixture.siteA, at(24 * 60 + 31), deps);
    await runSiteAlerts(fixture.db, fixture.siteB, at(24 * 60 + 31), deps);
    expect(await outbox(fixture.siteB)).toEqual([]);
  });
});
