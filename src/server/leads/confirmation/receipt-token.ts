import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { RECEIPT_PATTERN } from '@/domain/lead-confirmation/paths';
import type { Database } from '@/server/db/client';
import { loadSiteAuthSecret } from '@/server/secrets/auth-secret';

/** The `ref` of /success and its calendar: a lead id, a dot, 22 base64url characters of signature. */
export const receiptTokenSchema = z.string().regex(RECEIPT_PATTERN);

export type ReceiptSigner = {
  sign: (leadId: string) => string;
  /** The lead id of a genuine receipt of this site; null for anything else (malformed, forged, another site's). */
  read: (token: unknown) => string | null;
};

/**
 * Decision 052: the buyer's way back to what they sent (the /success page, its .ics, the email's link) is the
 * lead id signed with a key of the site's own, so a receipt works on its site only and nobody can make one for
 * another buyer's lead by guessing or by knowing its id (ids reach the dealer's systems and analytics).
 */
export async function loadReceiptSigner(db: Database, siteId: number): Promise<ReceiptSigner> {
  const key = createHmac('sha256', await loadSiteAuthSecret(db, siteId))
    .update('leads:receipt')
    .digest();
  const signature = (leadId: string) =>
    createHmac('sha256', key).update(`${siteId}.${leadId}`).digest().subarray(0, 16);
  return {
    sign: (leadId) => `${leadId}.${signature(leadId).toString('base64url')}`,
    read: (token) => {
      const parsed = receiptTokenSchema.safeParse(token);
      if (!parsed.success) return null;
      const [leadId, signed] = parsed.data.split('.') as [string, string];
      const given = Buffer.from(signed, 'base64url');
      const expected = signature(leadId);
      return given.length === expected.length && timingSafeEqual(given, expected) ? leadId : null;
    },
  };
}
