import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { readLatestSms } from '@/server/providers/sms/file-sender';
import { expect } from './fixtures';

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through scripts/e2e.ts');
  return dir;
}

/** The code in the newest sign-in email the server wrote (maildir) to `address` for a site. */
export function latestEmailCode(site: string, address: string): string | undefined {
  const dir = join(dataDir(), 'mail', site, 'new');
  const mails = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.startsWith('sign-in-'))
        .sort()
    : [];
  const texts = mails.map((name) => readFileSync(join(dir, name), 'utf8'));
  const latest = texts.filter((text) => text.includes(`To: ${address}`)).at(-1);
  return /^Subject: (\d{6}) is your /m.exec(latest ?? '')?.[1];
}

/**
 * The code in the newest sign-in email to `address`, waiting for it to arrive; `notBefore` is a code an earlier
 * sign-in of the same address was sent, which this one must not take for its own.
 */
export async function emailCode(site: string, address: string, notBefore?: string): Promise<string> {
  let code: string | undefined;
  await expect(() => {
    code = latestEmailCode(site, address);
    expect(code).toBeDefined();
    expect(code).not.toBe(notBefore);
  }).toPass({ timeout: 5_000 });
  return code!;
}

/** The code in the newest text the server's built-in SMS sender wrote to `phone` for a site. */
export async function smsCode(site: string, phone: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const sms = await readLatestSms(join(dataDir(), 'sms'), site, phone);
    code = /^(\d{6}) is your /.exec(sms?.body ?? '')?.[1];
    expect(code).toBeDefined();
  }).toPass({ timeout: 5_000 });
  return code!;
}

/** On the sign-in page: asks a code for `mobile`, reads it from the SMS file and signs in (or adds the mobile). */
export async function signInByMobile(page: Page, site: string, mobile: string, normalised: string) {
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent' })).toHaveText(
    `We sent a 6-digit code to ${normalised}. It expires in 5 minutes.`,
  );
  await expect(page.getByLabel('6-digit code')).toBeFocused();
  await page.getByLabel('6-digit code').fill(await smsCode(site, normalised));
  await page.getByRole('button', { name: /^(Sign in|Add mobile)$/ }).click();
}
