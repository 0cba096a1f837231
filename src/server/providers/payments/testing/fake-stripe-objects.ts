import { createHmac, randomBytes } from 'node:crypto';

/**
 * Stripe's objects as its API sends them, only the fields the payments adapter reads (and a few that make a
 * session recognisable), for the fake Stripe (test double). No vitest here: a chaos script uses it too.
 */
export type FakeCheckoutSession = {
  id: string;
  object: 'checkout.session';
  livemode: false;
  mode: 'payment';
  created: number;
  /** The payment page; null once the session is complete or expired, as Stripe does. */
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  payment_intent: string | null;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  expires_at: number | null;
  success_url: string;
  cancel_url: string | null;
};

export type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
};

/** A Stripe API error: `{ error: { type, message, code?, param? } }` with its HTTP status. */
export type FakeStripeError = {
  status: number;
  error: { type: string; message: string; code?: string; param?: string };
};

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id in Stripe's style: `cs_test_a1B2…`, `pi_…`, `re_…`, `evt_…`. */
export function fakeStripeId(prefix: string): string {
  return prefix + Array.from(randomBytes(24), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

const missing = (param: string): FakeStripeError => ({
  status: 400,
  error: {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    param,
    message: `Missing required param: ${param}.`,
  },
});

const invalid = (param: string, message: string): FakeStripeError => ({
  status: 400,
  error: { type: 'invalid_request_error', code: 'parameter_invalid', param, message },
});

/** `metadata[reservation_id]=…` pairs of a form, under `prefix`, as an object. */
function metadataOf(form: Record<string, string>, prefix: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  const pattern = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`);
  for (const [key, value] of Object.entries(form)) {
    const match = pattern.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

/** A new open session from a create request's form, or the 400 Stripe would answer for it. */
export function sessionFromForm(
  form: Record<string, string>,
  pageBase: string,
): FakeCheckoutSession | FakeStripeError {
  const item = 'line_items[0]';
  const required = [
    'mode',
    'success_url',
    `${item}[price_data][currency]`,
    `${item}[price_data][unit_amount]`,
  ];
  const absent = [...required, `${item}[price_data][product_data][name]`, `${item}[quantity]`].find(
    (param) => form[param] === undefined,
  );
  if (absent) return missing(absent);
  if (form.mode !== 'payment') return invalid('mode', 'The fake Stripe supports mode=payment only.');
  if (Object.keys(form).some((key) => key.startsWith('line_items[1]'))) {
    return invalid('line_items', 'The fake Stripe supports one line item only.');
  }
  const unitAmount = Number(form[`${item}[price_data][unit_amount]`]);
  const quantity = Number(form[`${item}[quantity]`]);
  if (!Number.isInteger(unitAmount) || unitAmount < 1)
    return invalid(`${item}[price_data][unit_amount]`, 'Invalid integer.');
  if (!Number.isInteger(quantity) || quantity < 1) return invalid(`${item}[quantity]`, 'Invalid integer.');
  const expiresAt = form.expires_at === undefined ? null : Number(form.expires_at);
  if (expiresAt !== null && !Number.isInteger(expiresAt)) return invalid('expires_at', 'Invalid integer.');
  const id = fakeStripeId('cs_test_');
  return {
    id,
    object: 'checkout.session',
    livemode: false,
    mode: 'payment',
    created: nowSeconds(),
    url: `${pageBase}/c/pay/${id}`,
    status: 'open',
    payment_status: 'unpaid',
    amount_total: unitAmount * quantity,
    currency: form[`${item}[price_data][currency]`] ?? '',
    payment_intent: null,
    client_reference_id: form.client_reference_id ?? null,
    customer_email: form.customer_email ?? null,
    metadata: metadataOf(form, 'metadata'),
    expires_at: expiresAt,
    success_url: form.success_url ?? '',
    cancel_url: form.cancel_url ?? null,
  };
}

/** The `Stripe-Signature` header Stripe sends: `t={unix seconds},v1={HMAC-SHA256 of "t.body" with the secret}`. */
export function stripeSignatureHeader(body: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** A webhook event in Stripe's JSON shape, carrying a copy of `session`. */
export function eventBody(type: string, session: FakeCheckoutSession, created: number): string {
  return JSON.stringify({
    id: fakeStripeId('evt_'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    data: { object: session },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}
