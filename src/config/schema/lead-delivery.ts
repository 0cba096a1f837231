import { z } from 'zod';
import { isRefusedHost } from '@/config/public-address';

const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]+={0,2}$/;

/** Standard Webhooks: the key is 24–64 random bytes, base64 after the `whsec_` prefix. atob, not Buffer:
 * config modules also load in the browser bundle. */
function decodedSecretLength(secret: string): number {
  try {
    return atob(secret.slice('whsec_'.length)).length;
  } catch {
    return 0;
  }
}

export const webhookSecretSchema = z
  .string()
  .regex(WEBHOOK_SECRET_PATTERN, 'expected whsec_ followed by a base64 key')
  .refine((secret) => {
    const length = decodedSecretLength(secret);
    return length >= 24 && length <= 64;
  }, 'the key must decode to 24–64 bytes');

/**
 * A dealer's lead webhook. https only: a lead carries a buyer's personal details. `localhost` and literal
 * non-public IPs are refused here; names are checked again after DNS by the outbound guard (decision 031). The secret is for the
 * server's signature alone; the site context handed to pages has it redacted (see redactLeadSecrets).
 */
const leadWebhookSchema = z
  .object({
    url: z
      .url({ protocol: /^https$/, error: 'expected an https:// URL' })
      .refine(
        (url) => URL.canParse(url) && !isRefusedHost(new URL(url).hostname),
        'expected a public host, not localhost or a private, loopback or link-local address',
      ),
    secret: webhookSecretSchema,
  })
  .strict();

export type LeadWebhookConfig = z.infer<typeof leadWebhookSchema>;

/**
 * Where a site's (or, through the dealership layer, a dealership's) leads are delivered. Not part of the
 * per-car overrides: delivery is decided by who receives the lead, not by the car's make.
 */
export const leadDeliverySchema = z
  .object({
    /** The lead inbox; null = the email of the lead's location, else of the site's primary location. */
    email: z.email().nullable().default(null),
    webhook: leadWebhookSchema.nullable().default(null),
  })
  .strict()
  .prefault({});

export type LeadDeliveryConfig = z.infer<typeof leadDeliverySchema>;
