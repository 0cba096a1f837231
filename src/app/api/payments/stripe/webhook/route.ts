import { getDb } from '@/server/db';
import { bodyTooLargeResponse, readTextBody } from '@/server/http/read-body';
import { wakeLeadDelivery } from '@/server/leads/delivery/server-worker';
import { handlePaymentWebhook, MAX_PAYMENT_WEBHOOK_BYTES } from '@/server/reserve/payment-webhook-api';
import { getSiteForRequest } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

/**
 * POST /api/payments/stripe/webhook on the site's own host: Stripe's signed events about reservation deposits
 * (decision 046). The raw body is what the signature covers, so it is read as text, never re-serialised.
 */
export async function POST(request: Request) {
  const site = await getSiteForRequest(request);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const body = await readTextBody(request, MAX_PAYMENT_WEBHOOK_BYTES);
  if (!body.ok) return bodyTooLargeResponse(body.maxBytes);
  const signature = request.headers.get('stripe-signature');
  const response = await handlePaymentWebhook(
    await getDb(),
    site.id,
    { body: body.text, signature },
    new Date(),
  );
  // A confirmed deposit queues its emails: send them now rather than at the next poll.
  wakeLeadDelivery();
  return Response.json(response.body, { status: response.status });
}
