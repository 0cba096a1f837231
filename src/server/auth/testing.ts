import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { readLatestSms } from '@/server/providers/sms/file-sender';
import { createSignInCodeDelivery } from './code-delivery';
import type { AccountRequest } from './account-request';
import { requestSignInCode, verifySignInCode } from './sign-in-api';
import type { TwoSiteDatabase } from '@/server/db/testing/two-site-fixture';
import type { AuthSite } from './site-auth';
import { useSignInCodeDelivery } from './site-auth-registry';

/** The newest message the maildir mailer wrote for a site: its From, Subject and body (tests only). */
export async function readLatestMail(
  root: string,
  siteSlug: string,
): Promise<{ from: string; subject: string; text: string }> {
  const dir = join(root, siteSlug, 'new');
  const names = (await readdir(dir)).sort();
  const latest = names.at(-1);
  if (!latest) throw new Error(`no mail in ${dir}`);
  const raw = await readFile(join(dir, latest), 'utf8');
  const [head = '', ...body] = raw.split('\n\n');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1] ?? '';
  return { from: header('From'), subject: header('Subject'), text: body.join('\n\n') };
}

/** The session cookie a sign-in set, as the browser sends it back (tests only). */
export function sessionCookieOf(headers: Headers | undefined): string {
  const setCookie = headers?.getSetCookie() ?? [];
  const session = setCookie.find((cookie) => cookie.startsWith('forecourt.session_token='));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(setCookie)}`);
  return session.split(';', 1)[0]!;
}

/** The code in the newest text the file sender wrote to `phone` for a site (tests only). */
export async function latestSmsCode(dataDir: string, siteSlug: string, phone: string): Promise<string> {
  const sms = await readLatestSms(join(dataDir, 'sms'), siteSlug, phone);
  return /^(\d{6}) is your/.exec(sms?.body ?? '')?.[1] ?? 'none';
}

/**
 * For one test file: sign-in codes delivered into a temporary folder (mail and SMS files), removed after its
 * tests. The returned object's `dataDir` is set by the time the tests run.
 */
export function codeDeliveryForThisFile(): { dataDir: string } {
  const state = { dataDir: '' };
  beforeAll(async () => {
    state.dataDir = await mkdtemp(join(tmpdir(), 'sign-in-'));
    useSignInCodeDelivery(
      createSignInCodeDelivery({
        dataDir: state.dataDir,
        mailFrom: 'Forecourt <leads@forecourt.localhost>',
        sms: { timeoutMs: 1000, dataDir: state.dataDir },
      }),
    );
  });
  afterAll(() => rm(state.dataDir, { recursive: true, force: true }));
  return state;
}

/** Signs `phone` in on the request's site by its code and returns the session cookie (tests only). */
export async function signInByPhone(
  request: AccountRequest,
  dataDir: string,
  phone: string,
): Promise<string> {
  const sent = await requestSignInCode(request, { channel: 'phone', address: phone });
  if (sent.status !== 200) throw new Error(`code not sent: ${JSON.stringify(sent.body)}`);
  const normalised = String(sent.body.sentTo);
  const code = await latestSmsCode(dataDir, request.site.slug, normalised);
  const answer = await verifySignInCode(request, { channel: 'phone', address: phone, code });
  return sessionCookieOf(answer.headers);
}

export const TEST_ORIGIN = 'http://alpha.localhost:3000';

/** The two fixture sites as sign-in sees them, and account requests on them (tests only). */
export function twoSiteAccounts(fixture: TwoSiteDatabase) {
  const site = (which: 'A' | 'B'): AuthSite =>
    which === 'A'
      ? { id: fixture.siteA, slug: 'alpha', name: 'Alpha Motors' }
      : { id: fixture.siteB, slug: 'bravo', name: 'Bravo Motors' };
  const request = (which: 'A' | 'B', cookie = '', ip = '203.0.113.9'): AccountRequest => ({
    db: fixture.db,
    site: site(which),
    origin: TEST_ORIGIN,
    ip,
    headers: new Headers(cookie ? { cookie } : {}),
  });
  return { site, request };
}

/** Signs `email` in on the request's site by the code mailed to it and returns the session cookie (tests only). */
export async function signInByEmail(
  request: AccountRequest,
  dataDir: string,
  email: string,
): Promise<string> {
  const sent = await requestSignInCode(request, { channel: 'email', address: email });
  if (sent.status !== 200) throw new Error(`code not sent: ${JSON.stringify(sent.body)}`);
  const mail = await readLatestMail(join(dataDir, 'mail'), request.site.slug);
  const code = /sign-in code is (\d{6})/.exec(mail.text)?.[1] ?? 'none';
  const answer = await verifySignInCode(request, { channel: 'email', address: email, code });
  return sessionCookieOf(answer.headers);
}
