import { createHmac } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { tempDirForThisFile } from '@/test/temp-dir';
import * as s from '@/server/db/schema';
import { submitLead } from '../submit-lead';
import { insertLeadSite, leadInput, WEBHOOK_SECRET, WEBHOOK_URL } from '../test-fixture';
import { createMaildirMailer, type LeadMail, type LeadMailer } from '@/server/mail/mailer';
import { claimDueRows } from './outbox-store';
import { createWebhookPoster, type WebhookRequest, type WebhookResponse } from './webhook-poster';
import { runDeliveryBatch, type DeliveryWorkerOptions } from './worker';

const T0 = new Date('2026-03-02T01:00:00Z');
const SECOND = 1000;
const HOUR = 3_600_000;
const test = databaseForThisFile();
const mail = tempDirForThisFile('forecourt-mail-');
let site: Awaited<ReturnType<typeof insertLeadSite>>;
let hooked: Awaited<ReturnType<typeof insertLeadSite>>;

beforeAll(async () => {
  site = await insertLeadSite(test.db, { slug: 'worker-site' });
  hooked = await insertLeadSite(test.db, {
    slug: 'worker-hooked',
    overrides: { leadDelivery: { email: null, webhook: { url: WEBHOOK_URL, secret: WEBHOOK_SECRET } } },
  });
});

/** Every test owns its leads: it drains the outbox of earlier tests' rows first. */
async function clearOutbox() {
  await test.db.delete(s.leadOutbox);
}

function recordingMailer(fail: () => boolean = () => false): LeadMailer & { sent: LeadMail[] } {
  const sent: LeadMail[] = [];
  return {
    describe: 'recording',
    sent,
    send: async (mail) => {
      if (fail()) throw new Error('SMTP 451 try again later');
      sent.push(mail);
    },
  };
}

function recordingWebhook(statuses: number[]) {
  const requests: WebhookRequest[] = [];
  const post = async (request: WebhookRequest): Promise<WebhookResponse> => {
    requests.push(request);
    const status = statuses.shift() ?? 204;
    return { status, location: status === 302 ? 'https://elsewhere.example/' : null };
  };
  return { requests, post };
}

function options(clock: () => Date, overrides: Partial<DeliveryWorkerOptions> = {}): DeliveryWorkerOptions {
  return {
    db: test.db,
    mailer: recordingMailer(),
    postWebhook: recordingWebhook([]).post,
    mailFrom: 'Leads <leads@forecourt.test>',
    clock,
    random: () => 0.5,
    ...overrides,
  };
}

async function submit(siteId: number, vehicleId: number | null = null) {
  const result = await submitLead(test.db, leadInput(siteId, { vehicleId }), T0);
  if (result.kind !== 'created') throw new Error(result.kind);
  return result.leadId;
}

const outboxOf = async (leadId: string) =>
  test.db.select().from(s.leadOutbox).where(eq(s.leadOutbox.leadId, leadId));

describe('delivery worker: email', () => {
  it('writes the lead as an .eml file in the maildir and marks the row sent', async () => {
    await clearOutbox();
    const leadId = await submit(site.siteId, site.vehicleIds[0]!);
    const mailer = createMaildirMailer(mail.path);
    const summary = await runDeliveryBatch(options(() => T0, { mailer }));
    expect(summary).toEqual({ claimed: 1, sent: 1, retrying: 0, dead: 0, lost: 0 });
    const [row] = await outboxOf(leadId);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, sentAt: T0, leaseUntil: null, lastError: null });
    const files = await readdir(join(mail.path, 'worker-site', 'new'));
    expect(files).toEqual([`20260302T010000Z-${leadId}-${row!.id}.eml`]);
    const eml = await readFile(join(mail.path, 'worker-site', 'new', files[0]!), 'utf8');
    expect(eml).toContain('To: north@dealer.test');
    expect(eml).toContain('Reply-To: jo@example.com');
    expect(eml).toContain(`Message-ID: <lead-${leadId}.${row!.id}@forecourt>`);
    expect(eml).toContain('Subject: New General Enquiry lead from Jo Citizen - 2021 Toyota Corolla SR');
    expect(eml).toContain('Date: Mon, 02 Mar 2026 01:00:00 +0000');
    expect(eml).toContain('Category:   General Enquiry\n');
    expect(eml).toContain('Content-Transfer-Encoding: 7bit');
    expect(eml).toContain('Received:   2 Mar 2026, 11:00 am AEST\n');
    expect(eml).toContain('Name:       Jo Citizen');
    expect(eml).toContain('Phone:      0412 345 678');
    expect(eml).toContain('Is it still available?');
    expect(eml).toContain(`Lead id:    ${leadId}`);
  });

  it('retries a failed send with exponential backoff and full jitter', async () => {
    await clearOutbox();
    const leadId = await submit(site.siteId);
    let now = T0;
    const mailer = recordingMailer(() => true);
    const run = () => runDeliveryBatch(options(() => now, { mailer }));
    expect((await run()).retrying).toBe(1);
    let [row] = await outboxOf(leadId);
    // attempt 1: a random half of the 30 s base.
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 451 try again later' });
    expect(row!.nextAttemptAt).toEqual(new Date(T0.getTime() + 15 * SECOND));
    now = new Date(T0.getTime() + 14 * SECOND);
    expect((await run()).claimed).toBe(0);
    now = new Date(T0.getTime() + 15 * SECOND);
    expect((await run()).retrying).toBe(1);
    [row] = await outboxOf(leadId);
    // attempt 2: half of 60 s.
    expect(row!.nextAttemptAt).toEqual(new Date(now.getTime() + 30 * SECOND));
    expect(row!.attempts).toBe(2);
  });

  it('dead-letters a delivery still failing 72 hours after the lead', async () => {
    await clearOutbox();
    const leadId = await submit(site.siteId);
    const mailer = recordingMailer(() => true);
    const late = new Date(T0.getTime() + 72 * HOUR);
    expect((await runDeliveryBatch(options(() => late, { mailer }))).dead).toBe(1);
    const [row] = await outboxOf(leadId);
    expect(row).toMatchObject({ status: 'dead', lastError: 'SMTP 451 try again later', leaseUntil: null });
    const later = new Date(late.getTime() + 24 * HOUR);
    expect((await runDeliveryBatch(options(() => later, { mailer }))).claimed).toBe(0);
  });

  it('re-claims a row whose worker died mid-send once the lease has expired', async () => {
    await clearOutbox();
    const leadId = await submit(site.siteId);
    // A worker claims the row and dies before marking it.
    expect(await claimDueRows(test.db, T0, { leaseMs: 60 * SECOND, limit: 10 })).toHaveLength(1);
    const mailer = recordingMailer();
    const during = new Date(T0.getTime() + 59 * SECOND);
    expect((await runDeliveryBatch(options(() => during, { mailer }))).claimed).toBe(0);
    const after = new Date(T0.getTime() + 60 * SECOND);
    expect(await runDeliveryBatch(options(() => after, { mailer }))).toMatchObject({ claimed: 1, sent: 1 });
    expect((await outboxOf(leadId))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(mailer.sent).toHaveLength(1);
  });

  it('a worker whose lease was taken over does not overwrite the new holder', async () => {
    await clearOutbox();
    const leadId = await submit(site.siteId);
    const [stale] = await claimDueRows(test.db, T0, { leaseMs: SECOND, limit: 10 });
    const later = new Date(T0.getTime() + 2 * SECOND);
    const [current] = await claimDueRows(test.db, later, { leaseMs: 60 * SECOND, limit: 10 });
    expect(current!.id).toBe(stale!.id);
    const { markSent } = await import('./outbox-store');
    expect(await markSent(test.db, stale!, later)).toBe(false);
    expect(await markSent(test.db, current!, later)).toBe(true);
    expect((await outboxOf(leadId))[0]!.status).toBe('sent');
  });

  it('several workers at once deliver each row exactly once', async () => {
    await clearOutbox();
    for (let n = 0; n < 12; n += 1) await submit(site.siteId);
    const mailer = recordingMailer();
    const summaries = await Promise.all(
      [1, 2, 3].map(() => runDeliveryBatch(options(() => T0, { mailer, batchSize: 12 }))),
    );
    const sent = summaries.reduce((sum, summary) => sum + summary.sent, 0);
    expect(sent).toBe(12);
    expect(new Set(mailer.sent.map((mail) => mail.messageId)).size).toBe(12);
    expect(mailer.sent).toHaveLength(12);
  });
});

/** A receiver's own check, written from the Standard Webhooks spec rather than with our signer. */
function verifyStandardWebhook(request: WebhookRequest, secret: string): boolean {
  const id = request.headers['webhook-id'];
  const timestamp = request.headers['webhook-timestamp'];
  const key = Buffer.from(secret.split('_')[1]!, 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${request.body}`).digest('base64');
  return (request.headers['webhook-signature'] ?? '').split(' ').includes(`v1,${expected}`);
}

describe('delivery worker: webhook', () => {
  it('signs with Standard Webhooks headers a receiver can verify, keeping webhook-id across retries', async () => {
    await clearOutbox();
    const leadId = await submit(hooked.siteId, hooked.vehicleIds[0]!);
    const hook = recordingWebhook([500, 204]);
    let now = T0;
    const run = () => runDeliveryBatch(options(() => now, { postWebhook: hook.post }));
    expect((await run()).retrying).toBe(1);
    now = new Date(T0.getTime() + HOUR);
    expect((await run()).sent).toBe(1);
    expect(hook.requests).toHaveLength(2);
    const [first, second] = hook.requests as [WebhookRequest, WebhookRequest];
    expect(first.url).toBe(WEBHOOK_URL);
    expect(first.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}_\d+$/);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(first.headers['webhook-timestamp']).toBe(String(T0.getTime() / 1000));
    expect(second.headers['webhook-timestamp']).toBe(String(now.getTime() / 1000));
    expect(verifyStandardWebhook(first, WEBHOOK_SECRET)).toBe(true);
    expect(verifyStandardWebhook(second, WEBHOOK_SECRET)).toBe(true);
    expect(verifyStandardWebhook({ ...second, body: `${second.body} ` }, WEBHOOK_SECRET)).toBe(false);
    const body = JSON.parse(second.body) as { type: string; data: Record<string, unknown> };
    expect(body.type).toBe('lead.created');
    expect(body.data).toMatchObject({ lead_id: leadId, contact: { name: 'Jo Citizen' } });
    expect(second.body).not.toContain(WEBHOOK_SECRET);
  });

  it('counts a redirect as a failure and does not follow it', async () => {
    await clearOutbox();
    const leadId = await submit(hooked.siteId);
    const hook = recordingWebhook([302]);
    const summary = await runDeliveryBatch(options(() => T0, { postWebhook: hook.post }));
    expect(summary.retrying).toBe(1);
    const [row] = (await outboxOf(leadId)).filter((r) => r.channel === 'webhook');
    expect(row).toMatchObject({
      status: 'pending',
      lastError: 'HTTP 302: redirect to https://elsewhere.example/ not followed',
    });
    expect(hook.requests).toHaveLength(1);
  });

  it('refuses a webhook host that resolves to a private address, and retries later', async () => {
    await clearOutbox();
    const leadId = await submit(hooked.siteId);
    // The production poster, with only DNS replaced: the dealer's hostname now points inside our network.
    const postWebhook = createWebhookPoster({ resolve: async () => [{ address: '10.0.0.7', family: 4 }] });
    expect((await runDeliveryBatch(options(() => T0, { postWebhook }))).retrying).toBe(1);
    const [row] = (await outboxOf(leadId)).filter((r) => r.channel === 'webhook');
    expect(row).toMatchObject({
      status: 'pending',
      lastError: 'webhook hooks.dealer.example resolves to the non-public address 10.0.0.7',
    });
  });
});
