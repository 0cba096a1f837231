import 'server-only';
import type { Database } from '@/server/db/client';
import { and, eq } from 'drizzle-orm';
import { leads } from '@/server/db/schema';
import { loadDeliverySettingsForDealership } from '../delivery-config';
import type { EmailOutboxPayload } from '@/server/mail/outbox-email';
import { compactStamp, type LeadMailer } from '@/server/mail/mailer';
import type { ClaimedRow } from './outbox-store';
import type { PostWebhook } from './webhook-poster';
import { webhookHeaders } from './webhook-signature';

export type DeliveryTransports = {
  db: Database;
  mailer: LeadMailer;
  postWebhook: PostWebhook;
  mailFrom: string;
};

/** Stable per outbox row, so a receiver can drop a repeat (Standard Webhooks `webhook-id`). */
export function webhookMessageId(row: Pick<ClaimedRow, 'id' | 'leadId'>): string {
  return `msg_${row.leadId.replaceAll('-', '')}_${row.id}`;
}

async function sendEmail(row: ClaimedRow, transports: DeliveryTransports): Promise<void> {
  const payload = row.payload as EmailOutboxPayload;
  await transports.mailer.send({
    from: transports.mailFrom,
    to: row.target,
    replyTo: payload.replyTo,
    subject: payload.subject,
    text: payload.text,
    ...(payload.html ? { html: payload.html } : {}),
    ...(payload.attachments ? { attachments: payload.attachments } : {}),
    date: row.createdAt,
    messageId: `<lead-${row.leadId}.${row.id}@forecourt>`,
    siteSlug: payload.site.slug,
    fileName: `${compactStamp(row.createdAt)}-${row.leadId}-${row.id}.eml`,
  });
}

async function leadDealershipId(db: Database, row: ClaimedRow): Promise<number | null> {
  const [lead] = await db
    .select({ dealershipId: leads.dealershipId })
    .from(leads)
    .where(and(eq(leads.siteId, row.siteId), eq(leads.id, row.leadId)));
  return lead?.dealershipId ?? null;
}

/**
 * The URL and secret are read from the current config, not copied into the outbox: a dealer who moves
 * or rotates their endpoint gets the leads still waiting, signed with the key they now hold.
 */
async function sendWebhook(row: ClaimedRow, transports: DeliveryTransports, now: Date): Promise<void> {
  const { db } = transports;
  const settings = await loadDeliverySettingsForDealership(db, row.siteId, await leadDealershipId(db, row));
  const webhook = settings.delivery.webhook;
  if (!webhook) throw new Error('the site no longer has a lead webhook configured');
  const body = JSON.stringify(row.payload);
  const headers = webhookHeaders(webhook.secret, webhookMessageId(row), now, body);
  const response = await transports.postWebhook({ url: webhook.url, headers, body });
  if (response.status >= 300 && response.status < 400) {
    throw new Error(`HTTP ${response.status}: redirect to ${response.location ?? '(none)'} not followed`);
  }
  if (response.status < 200 || response.status >= 300) throw new Error(`HTTP ${response.status}`);
}

/** Sends one claimed row on its channel; throws on any failure (the worker schedules the retry). */
export async function deliverRow(row: ClaimedRow, transports: DeliveryTransports, now: Date): Promise<void> {
  if (row.channel === 'email') return sendEmail(row, transports);
  if (row.channel === 'webhook') return sendWebhook(row, transports, now);
  throw new Error(`unknown delivery channel ${row.channel}`);
}
