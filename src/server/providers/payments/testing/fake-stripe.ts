import type { ServerResponse } from 'node:http';
import type { Resolver } from '@/server/outbound/guarded-request';
import { fakeResolverFor } from '@/server/outbound/testing/fake-service';
import { startLocalServer, type ReceivedRequest } from '@/server/outbound/testing/local-server';
import {
  eventBody,
  fakeStripeId,
  nowSeconds,
  sessionFromForm,
  stripeSignatureHeader,
  type FakeCheckoutSession,
  type FakeRefund,
  type FakeStripeError,
} from './fake-stripe-objects';

export type { FakeCheckoutSession, FakeRefund } from './fake-stripe-objects';
export { stripeSignatureHeader } from './fake-stripe-objects';

export type FakeStripeRequest = {
  method: string;
  /** Without the query string. */
  path: string;
  /** The form body with Stripe's bracket keys kept flat: `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>;
  idempotencyKey: string | null;
  authorization: string | null;
};

export type FakeStripe = {
  /** `http://{hostname}:{port}`: the adapter's `apiBase`. */
  apiBase: string;
  /** Maps `hostname` (and only it) to 127.0.0.1. */
  resolve: Resolver;
  /** Every request received, oldest first, failed ones included. */
  requests: FakeStripeRequest[];
  sessions: Map<string, FakeCheckoutSession>;
  refunds: Map<string, FakeRefund>;
  /** The buyer pays: the session completes, paid, with a new PaymentIntent id. */
  pay: (sessionId: string) => FakeCheckoutSession;
  /** The session passes its expires_at. */
  expire: (sessionId: string) => FakeCheckoutSession;
  /** A webhook as Stripe sends it, signed with the webhook secret at `timestamp` (unix seconds, default now). */
  signedEvent: (
    type: string,
    session: FakeCheckoutSession,
    options?: { timestamp?: number },
  ) => { body: string; header: string };
  /** The next `count` API requests are answered `status` with a Stripe api_error. */
  failNext: (count: number, status: number) => void;
  close: () => Promise<void>;
};

type Answer = { status: number; body: unknown };
type Stored = { request: string; answer: Answer };

const failure = ({ status, error }: FakeStripeError): Answer => ({ status, body: { error } });
const notFound = (kind: string, id: string) =>
  failure({
    status: 404,
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${id}'`,
    },
  });
const KEY_PATTERN = /^Bearer (sk|rk)_(test|live)_[A-Za-z0-9]+$/;

/**
 * A local stand-in for Stripe's API (test double) on 127.0.0.1, reached as `hostname` (api.stripe.test) through
 * a fake resolver. It serves exactly what the payments adapter calls: create, retrieve and expire a Checkout
 * Session, and create a refund, with Stripe's form bodies, bearer keys, idempotency keys and error shapes.
 */
export async function startFakeStripe(options: {
  webhookSecret: string;
  hostname?: string;
}): Promise<FakeStripe> {
  const hostname = options.hostname ?? 'api.stripe.test';
  const sessions = new Map<string, FakeCheckoutSession>();
  const refunds = new Map<string, FakeRefund>();
  const requests: FakeStripeRequest[] = [];
  const idempotent = new Map<string, Stored>();
  let failing = { count: 0, status: 500 };
  let apiBase = '';

  const openSession = (id: string): FakeCheckoutSession => {
    const session = sessions.get(id);
    if (!session || session.status !== 'open') throw new Error(`fake Stripe: no open session ${id}`);
    return session;
  };

  function createRefund(form: Record<string, string>): Answer {
    const intent = form.payment_intent ?? '';
    const paid = [...sessions.values()].find((session) => session.payment_intent === intent);
    if (!paid) return notFound('payment_intent', intent);
    const refunded = [...refunds.values()].filter((refund) => refund.payment_intent === intent);
    const left = paid.amount_total - refunded.reduce((sum, refund) => sum + refund.amount, 0);
    const amount = form.amount === undefined ? left : Number(form.amount);
    if (left === 0) {
      const message = `Charge for ${intent} has already been refunded.`;
      return failure({
        status: 400,
        error: { type: 'invalid_request_error', code: 'charge_already_refunded', message },
      });
    }
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      const message = `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`;
      return failure({
        status: 400,
        error: { type: 'invalid_request_error', code: 'amount_too_large', message },
      });
    }
    const refund: FakeRefund = {
      id: fakeStripeId('re_'),
      object: 'refund',
      amount,
      currency: paid.currency,
      payment_intent: intent,
      status: 'succeeded',
      created: nowSeconds(),
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  function route(method: string, path: string, form: Record<string, string>): Answer {
    const [, sessionId, action] = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path) ?? [];
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const created = sessionFromForm(form, apiBase);
      if ('error' in created) return failure(created);
      sessions.set(created.id, created);
      return { status: 200, body: created };
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form);
    const session = sessionId === undefined ? undefined : sessions.get(sessionId);
    if (sessionId !== undefined && !session) return notFound('checkout.session', sessionId);
    if (session && method === 'GET' && !action) return { status: 200, body: session };
    if (session && method === 'POST' && action) {
      if (session.status !== 'open') {
        const message = `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`;
        return failure({ status: 400, error: { type: 'invalid_request_error', message } });
      }
      Object.assign(session, { status: 'expired', url: null });
      return { status: 200, body: session };
    }
    const message = `Unrecognized request URL (${method}: ${path}).`;
    return failure({ status: 404, error: { type: 'invalid_request_error', message } });
  }

  /** A POST with an idempotency key is done once: a repeat gets the first answer; other parameters a 400. */
  function answer(request: ReceivedRequest, sent: FakeStripeRequest): Answer {
    if (failing.count > 0) {
      failing = { ...failing, count: failing.count - 1 };
      const message = 'The fake Stripe failed this request on purpose.';
      return failure({ status: failing.status, error: { type: 'api_error', message } });
    }
    if (!KEY_PATTERN.test(sent.authorization ?? '')) {
      const message = 'Invalid API Key provided.';
      return failure({ status: 401, error: { type: 'invalid_request_error', message } });
    }
    const key = sent.method === 'POST' ? sent.idempotencyKey : null;
    const fingerprint = `${sent.method} ${sent.path} ${request.body}`;
    const stored = key === null ? undefined : idempotent.get(key);
    if (stored && stored.request !== fingerprint) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
      return failure({ status: 400, error: { type: 'idempotency_error', message } });
    }
    if (stored) return stored.answer;
    const fresh = route(sent.method, sent.path, sent.form);
    if (key !== null && fresh.status === 200) idempotent.set(key, { request: fingerprint, answer: fresh });
    return fresh;
  }

  function handle(request: ReceivedRequest, res: ServerResponse) {
    const header = (name: string) => [request.headers[name] ?? []].flat()[0] ?? null;
    const sent: FakeStripeRequest = {
      method: request.method,
      path: new URL(request.path, 'http://fake').pathname,
      form: Object.fromEntries(new URLSearchParams(request.body)),
      idempotencyKey: header('idempotency-key'),
      authorization: header('authorization'),
    };
    requests.push(sent);
    const { status, body } = answer(request, sent);
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': fakeStripeId('req_') });
    res.end(JSON.stringify(body));
  }

  const local = await startLocalServer(handle);
  apiBase = `http://${hostname}:${local.port}`;
  return {
    apiBase,
    resolve: fakeResolverFor(hostname),
    requests,
    sessions,
    refunds,
    pay: (sessionId) =>
      Object.assign(openSession(sessionId), {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: fakeStripeId('pi_'),
        url: null,
      } as const),
    expire: (sessionId) => Object.assign(openSession(sessionId), { status: 'expired', url: null } as const),
    signedEvent(type, session, { timestamp = nowSeconds() } = {}) {
      const body = eventBody(type, session, timestamp);
      return { body, header: stripeSignatureHeader(body, options.webhookSecret, timestamp) };
    },
    failNext(count, status) {
      failing = { count, status };
    },
    close: () => local.close(),
  };
}
