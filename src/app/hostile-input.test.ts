import { readdirSync } from 'node:fs';
import { basename, dirname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '@/domain/anti-spam/client-ip';
import { codeDeliveryForThisFile, signInByPhone, twoSiteAccounts } from '@/server/auth/testing';
import { createLeadMailer } from '@/server/mail/mailer';
import { consoleStaffForThisFile, fileOf, photosRootForThisFile, testPhoto } from '@/server/console/testing';
import { useStaffInvitationMailer } from '@/server/console/staff/staff-invitation';
import * as s from '@/server/db/schema';
import { twoSitesForThisFile } from '@/server/db/testing/two-site-fixture';
import { solvedCaptchaForTest } from '@/server/leads/anti-spam/testing';
import { setTestCaptchaDifficulty } from '@/server/leads/anti-spam/test-difficulty';
import { loadLeadForm } from '@/server/lead-forms/load-form';
import { addPlatformOperator } from '@/server/auth/operators';
import { loadSiteContext } from '@/server/sites/site-context';
import {
  FUZZ_SITE_HOST,
  fuzzRoutes,
  FRESH_KEY,
  SOLVED_CAPTCHA,
  type FuzzRoute,
  type FuzzWorld,
} from './hostile-input-routes';
import { callsOf, type Call } from './hostile-input-calls';

/*
 * Issue 38: no route answers 500 (or throws) for hostile input. Every route file under src/app, found on disk,
 * is called through its exported handlers with a NUL, integers past PostgreSQL's `integer`, numbers JSON
 * cannot hold, wrong types, malformed escapes and very long values in each path segment, query key and body
 * field in turn, and with hostile Host headers, by a signed-in owner of the site (also a platform operator).
 */

const fixture = twoSitesForThisFile();
const delivery = codeDeliveryForThisFile();
photosRootForThisFile();
const staff = consoleStaffForThisFile(fixture, delivery, {
  owner: { site: 'A', email: 'owner@alpha.example', role: 'owner' },
  seller: { site: 'A', email: 'sales@alpha.example', role: 'salesperson' },
});
vi.mock('@/server/db', () => ({ getDb: async () => fixture.db }));

const APP = fileURLToPath(new URL('.', import.meta.url));
const ROUTE_FOLDERS = readdirSync(APP, { recursive: true, encoding: 'utf8' })
  .filter((file) => basename(file) === 'route.ts')
  .map((file) => dirname(file).split(sep).join('/'))
  .sort();
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

const segmentsOf = (folder: string) => [...folder.matchAll(/\[(\w+)\]/g)].map((match) => match[1]!);
const world = {} as FuzzWorld;
let files: { photo: File; feed: File };
let phoneBuyer = '';
let nextAddress = 0;

beforeAll(async () => {
  useStaffInvitationMailer(createLeadMailer({ dataDir: delivery.dataDir }));
  await addPlatformOperator(fixture.db, 'owner@alpha.example', 'test');
  await setTestCaptchaDifficulty(fixture.db);
  phoneBuyer = await signInByPhone(twoSiteAccounts(fixture).request('A'), delivery.dataDir, '0412345678');
  const site = await loadSiteContext(fixture.db, fixture.siteA);
  const form = await loadLeadForm(fixture.db, site, { kind: 'enquiry', carId: null });
  const buyer = { name: 'Sam', email: 'sam@example.com', phone: '0412345678', message: 'Hello' };
  const [lead] = await fixture.db
    .insert(s.leads)
    .values({
      siteId: fixture.siteA,
      formType: 'enquiry',
      category: 'Vehicle Enquiry',
      name: 'Ada',
      payload: {},
    })
    .returning({ id: s.leads.id });
  const [image] = await fixture.db
    .select({ id: s.vehicleImages.id })
    .from(s.vehicleImages)
    .where(eq(s.vehicleImages.vehicleId, fixture.ids.carA1!));
  Object.assign(world, {
    carId: fixture.ids.carA1,
    carSlug: 'kia-sportage-1',
    leadId: lead!.id,
    staffId: staff.ids.seller,
    imageId: image!.id,
    locationId: fixture.ids.zeta,
    enquiry: { ...form!.setup.initialValues, ...buyer },
  });
  const photo = await testPhoto('#336699', 'jpeg', { width: 64, height: 48 });
  files = {
    photo: fileOf(photo, 'front.jpg', 'image/jpeg'),
    feed: fileOf(
      'Stock No,VIN,Make,Model,Year,Price\nFZ1,KNAPU81BDN7000001,Kia,Rio,2020,9990',
      'stock.csv',
      'text/csv',
    ),
  };
});

const COOKIES = { owner: () => staff.cookies.owner, phone: () => phoneBuyer, none: () => '' };

/** A string body with a freshly solved proof of work and a new idempotency key where it asks for them. */
async function withFreshTokens(body: BodyInit | undefined): Promise<BodyInit | undefined> {
  if (typeof body !== 'string') return body;
  const key = JSON.stringify(`fuzz-key-${String(nextAddress).padStart(8, '0')}`);
  const marker = JSON.stringify(SOLVED_CAPTCHA);
  const keyed = body.replace(JSON.stringify(FRESH_KEY), key);
  if (!keyed.includes(marker)) return keyed;
  const solved = await solvedCaptchaForTest(fixture.db, fixture.siteA, 'enquiry');
  return keyed.replace(marker, JSON.stringify(solved));
}

async function requestOf(folder: string, method: string, route: FuzzRoute, call: Call): Promise<Request> {
  const path = folder.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(call.params[name] ?? ''));
  const url = `http://${FUZZ_SITE_HOST}/${path}?${new URLSearchParams(call.query)}`;
  nextAddress += 1;
  const headers = new Headers({
    host: call.host ?? FUZZ_SITE_HOST,
    // Each call from its own address: the per-address limits would otherwise answer 429 before the checks.
    [CLIENT_ADDRESS_HEADER]: `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`,
  });
  const cookie = COOKIES[route.session ?? 'owner']();
  if (cookie) headers.set('cookie', cookie);
  if (call.type) headers.set('content-type', call.type);
  return new Request(url, { method, headers, body: await withFreshTokens(call.body) });
}

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** What went wrong for each call that answered 500 or more, or threw. */
async function failuresOf(folder: string, route: FuzzRoute): Promise<string[]> {
  const handlers = (await import(`@/app/${folder}/route`)) as Record<string, unknown>;
  const failures: string[] = [];
  for (const method of METHODS.filter((name) => typeof handlers[name] === 'function')) {
    for (const call of callsOf(folder, method, route)) {
      const where = `${method} ${call.label}`;
      try {
        const request = await requestOf(folder, method, route, call);
        const response = await (handlers[method] as Handler)(request, {
          params: Promise.resolve(call.params),
        });
        if (response.status >= 500)
          failures.push(`${where} → ${response.status} ${(await response.text()).slice(0, 160)}`);
        else await response.body?.cancel();
      } catch (error) {
        failures.push(`${where} → threw ${String(error).slice(0, 160)}`);
      }
    }
  }
  return failures;
}

const routesNow = () => fuzzRoutes(world, files);

describe('hostile input on every route file (issue 38)', () => {
  it('has an entry for every route file on disk, naming each of its segments', () => {
    const routes = fuzzRoutes({} as FuzzWorld, { photo: new File([], 'a'), feed: new File([], 'b') });
    expect(Object.keys(routes).sort()).toEqual(ROUTE_FOLDERS);
    for (const folder of ROUTE_FOLDERS)
      expect([folder, Object.keys(routes[folder]!.params ?? {})]).toEqual([folder, segmentsOf(folder)]);
  });

  it.each(ROUTE_FOLDERS)('/%s answers no 500 and throws nothing', async (folder) => {
    expect(await failuresOf(folder, routesNow()[folder]!)).toEqual([]);
  });
});
