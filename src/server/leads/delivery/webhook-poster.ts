import 'server-only';
import { guardedRequest, type Resolver } from '@/server/outbound/guarded-request';

export type { ResolvedAddress, Resolver } from '@/server/outbound/guarded-request';

export type WebhookRequest = { url: string; headers: Record<string, string>; body: string };
export type WebhookResponse = { status: number; location: string | null };
/** Sends one webhook and answers the status; never follows a redirect. Injected into the worker. */
export type PostWebhook = (request: WebhookRequest) => Promise<WebhookResponse>;

export type WebhookPosterOptions = {
  timeoutMs?: number;
  /** DNS by default. */
  resolve?: Resolver;
  /** TESTS ONLY (decision 031): lets the poster reach a local fake endpoint on 127.0.0.1. */
  allowPrivateAddresses?: boolean;
  /** ['https:'] by default; tests add 'http:' for a local server without a certificate. */
  protocols?: string[];
};

/** A target the platform refuses to call (wrong scheme, non-public address): a config or DNS problem. */
export class WebhookBlockedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookBlockedError';
  }
}

/**
 * The production webhook sender, through the guarded request (decision 031): public https hosts only
 * (checked on the literal host and on every resolved address, connected to the address checked), no
 * redirects, a hard whole-request deadline. Only the status counts, so the body is not read.
 */
export function createWebhookPoster(options: WebhookPosterOptions = {}): PostWebhook {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return async ({ url, headers, body }) => {
    const result = await guardedRequest(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'Forecourt-Webhooks/1.0' },
      body,
      timeoutMs,
      maxResponseBytes: 0,
      discardBody: true,
      resolve: options.resolve,
      protocols: options.protocols ?? ['https:'],
      allowPrivateAddresses: options.allowPrivateAddresses,
    });
    if (result.ok) return { status: result.status, location: result.headers.location ?? null };
    if (result.failure === 'blocked') throw new WebhookBlockedError(`webhook ${result.message}`);
    throw new Error(`webhook ${result.message}`);
  };
}
