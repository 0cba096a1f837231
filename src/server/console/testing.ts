import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import type { StaffRole } from '@/domain/console/staff-roles';
import { codeDeliveryForThisFile, signInByEmail, twoSiteAccounts } from '@/server/auth/testing';
import type { Database } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { twoSitesForThisFile, type TwoSiteDatabase } from '@/server/db/testing/two-site-fixture';
import { useStockPhotosRoot } from '@/server/stock-import/photos/stock-photo-files';
import type { ConsoleEndpoint } from './console-route';

/*
 * Console tests only: requests to console endpoints through their real route files, as JSON or as the
 * multipart form an upload sends, and signed-in staff of the two fixture sites.
 */

export const CONSOLE_HOST = { A: 'alpha.localhost:3000', B: 'bravo.localhost:3000' } as const;

export type ConsoleCallOptions = { cookie?: string; host?: string; origin?: string };

/** A form endpoint's input: text fields, and files (one or a list) under their field names. */
export type ConsoleInput = Record<string, unknown>;

function formOf(input: ConsoleInput): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(input))
    for (const item of Array.isArray(value) ? value : [value])
      if (item instanceof Blob) form.append(name, item);
      else form.append(name, String(item));
  return form;
}

/** The request a browser on the site's page would send: JSON, a multipart form for a form endpoint, or a GET. */
export function consoleRequest(
  endpoint: ConsoleEndpoint,
  input: ConsoleInput,
  options: ConsoleCallOptions = {},
): Request {
  const host = options.host ?? CONSOLE_HOST.A;
  const headers = new Headers({ host });
  if (options.cookie) headers.set('cookie', options.cookie);
  if (options.origin) headers.set('origin', options.origin);
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams(input as Record<string, string>);
    return new Request(`http://${host}${endpoint.path}?${query}`, { headers });
  }
  const url = `http://${host}${endpoint.path}`;
  // The Request writes a form's content type itself, boundary included.
  if (endpoint.body?.kind === 'form')
    return new Request(url, { method: 'POST', headers, body: formOf(input) });
  headers.set('content-type', 'application/json');
  return new Request(url, { method: 'POST', headers, body: JSON.stringify(input) });
}

/** The route module that serves an endpoint: tests go through the real route files. */
export async function consoleRouteOf(
  endpoint: ConsoleEndpoint,
): Promise<(request: Request) => Promise<Response>> {
  const route = (await import(`@/app${endpoint.path}/route`)) as Record<string, unknown>;
  return route[endpoint.method] as (request: Request) => Promise<Response>;
}

export async function callConsole(
  endpoint: ConsoleEndpoint,
  input: ConsoleInput,
  options: ConsoleCallOptions = {},
): Promise<Response> {
  return (await consoleRouteOf(endpoint))(consoleRequest(endpoint, input, options));
}

type Member = { site: 'A' | 'B'; email: string; role: StaffRole };

/**
 * For one test file: staff of the fixture sites, each signed in on their own site. The returned maps are filled
 * by the time the tests run.
 */
export function consoleStaffForThisFile<K extends string>(
  fixture: TwoSiteDatabase,
  delivery: { dataDir: string },
  members: Record<K, Member>,
): { cookies: Record<K, string>; ids: Record<K, number> } {
  const state = { cookies: {} as Record<K, string>, ids: {} as Record<K, number> };
  const { request } = twoSiteAccounts(fixture);
  beforeAll(async () => {
    for (const [key, member] of Object.entries(members) as [K, Member][]) {
      const siteId = member.site === 'A' ? fixture.siteA : fixture.siteB;
      const [row] = await fixture.db
        .insert(s.staffMembers)
        .values({ siteId, email: member.email, role: member.role, invitedBy: 'test' })
        .returning({ id: s.staffMembers.id });
      state.ids[key] = row!.id;
      state.cookies[key] = await signInByEmail(request(member.site), delivery.dataDir, member.email);
    }
  });
  return state;
}

/**
 * For one test file: stock photo files go to an empty folder of its own, never the checkout's DATA_DIR. The
 * returned object's `root` is set by the time the tests run.
 */
export function photosRootForThisFile(): { root: string } {
  const state = { root: '' };
  beforeAll(async () => {
    state.root = await mkdtemp(join(tmpdir(), 'console-stock-photos-'));
    useStockPhotosRoot(state.root);
  });
  afterAll(async () => {
    useStockPhotosRoot(null);
    await rm(state.root, { recursive: true, force: true });
  });
  return state;
}

/** A console answer's status and JSON body, to compare whole. */
export async function answerOf(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A site's stock version (search and the page cache follow it). */
export async function stockVersionOf(db: Database, siteId: number): Promise<number> {
  const [site] = await db
    .select({ version: s.sites.stockVersion })
    .from(s.sites)
    .where(eq(s.sites.id, siteId));
  return site!.version;
}

/** A picture of one colour, as a camera or phone would send it (tests only). */
export function testPhoto(
  background: string,
  format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg',
  size = { width: 800, height: 600 },
): Promise<Buffer> {
  return sharp({ create: { ...size, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

/** A file as a browser's file input gives it. */
export const fileOf = (bytes: Buffer | string, name: string, type: string) =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

/** A car's gallery rows in order: id, position and the large photo's address. */
export function galleryOf(db: Database, siteId: number, vehicleId: number) {
  return db
    .select({ id: s.vehicleImages.id, position: s.vehicleImages.position, url: s.vehicleImages.url })
    .from(s.vehicleImages)
    .where(and(eq(s.vehicleImages.siteId, siteId), eq(s.vehicleImages.vehicleId, vehicleId)))
    .orderBy(asc(s.vehicleImages.position));
}

/** A car's console audit rows, oldest first. */
export function stockAuditOf(db: Database, siteId: number, vehicleId: number) {
  return db
    .select({
      field: s.stockChanges.field,
      oldValue: s.stockChanges.oldValue,
      newValue: s.stockChanges.newValue,
      by: s.stockChanges.staffId,
    })
    .from(s.stockChanges)
    .where(and(eq(s.stockChanges.siteId, siteId), eq(s.stockChanges.vehicleId, vehicleId)))
    .orderBy(asc(s.stockChanges.id));
}

/**
 * A console test file's world: the two fixture sites, sign-in codes and photo files in temporary folders, and
 * `members` signed in. The file still mocks `@/server/db` to return `fixture.db` (vi.mock is per file).
 */
export function consoleTestFile<K extends string>(members: Record<K, Member>) {
  const fixture = twoSitesForThisFile();
  const delivery = codeDeliveryForThisFile();
  const photos = photosRootForThisFile();
  const staff = consoleStaffForThisFile(fixture, delivery, members);
  return { fixture, photos, staff };
}

/** The newest staff invitation email written for a site (maildir): its To, Subject and body. */
export async function latestStaffInvitation(
  dataDir: string,
  siteSlug: string,
): Promise<{ to: string; subject: string; text: string }> {
  const dir = join(dataDir, 'mail', siteSlug, 'new');
  const name = (await readdir(dir))
    .filter((file) => file.startsWith('staff-invitation-'))
    .sort()
    .at(-1);
  const raw = await readFile(join(dir, name ?? 'none'), 'utf8');
  const header = (field: string) => new RegExp(`^${field}: (.*)$`, 'mi').exec(raw)?.[1] ?? '';
  return {
    to: header('To'),
    subject: header('Subject'),
    // The body is quoted-printable: a soft line break (= at a line's end) is not the text's.
    text: raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n')
      .replace(/=\r?\n/g, ''),
  };
}
