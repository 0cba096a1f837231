import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address';

export type WebhookRequest = { url: string; headers: Record<string, string>; body: string };
export type WebhookResponse = { status: number; location: string | null };
/** Sends one webhook and answers the status; never follows a redirect. Injected into the worker. */
export type PostWebhook = (request: WebhookRequest) => Promise<WebhookResponse>;

export type ResolvedAddress = { address: string; family: number };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type WebhookPosterOptions = {
  timeoutMs?: number;
  /** DNS by default. */
  resolve?: Resolver;
  /** Public unicast only by default; tests allow their own loopback server here, never production code. */
  isAllowedAddress?: (address: string) => boolean;
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

const resolveWithDns: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Checks every address at connection time, inside the socket's own lookup: the address connected to is
 * the address checked, so a DNS answer that changes between a check and the connect (rebinding) cannot
 * slip a private address through.
 */
function guardedLookup(resolve: Resolver, isAllowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const blocked = addresses.find((entry) => !isAllowed(entry.address));
        if (addresses.length === 0) return callback(new Error(`${hostname} has no address`), '', 0);
        if (blocked) {
          const reason = `${hostname} resolves to the non-public address ${blocked.address}`;
          return callback(new WebhookBlockedError(reason), '', 0);
        }
        if (options.all) return (callback as (e: null, a: ResolvedAddress[]) => void)(null, addresses);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

function checkTarget(url: URL, protocols: string[], isAllowed: (address: string) => boolean): void {
  if (!protocols.includes(url.protocol)) {
    throw new WebhookBlockedError(`webhook URL must use ${protocols.join(' or ')}, not ${url.protocol}`);
  }
  // A literal IP never goes through the lookup, so it is checked here.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isAllowed(host)) {
    throw new WebhookBlockedError(`webhook host ${host} is not a public address`);
  }
}

/** The production webhook sender: node:http(s), no redirects, public https hosts only, a hard timeout. */
export function createWebhookPoster(options: WebhookPosterOptions = {}): PostWebhook {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const lookup = guardedLookup(options.resolve ?? resolveWithDns, isAllowed);
  const protocols = options.protocols ?? ['https:'];
  return async ({ url, headers, body }) => {
    const target = new URL(url);
    checkTarget(target, protocols, isAllowed);
    const client = target.protocol === 'https:' ? https : http;
    return new Promise<WebhookResponse>((resolve, reject) => {
      const finish =
        <T>(settle: (value: T) => void) =>
        (value: T) => {
          clearTimeout(deadline);
          settle(value);
        };
      const request = client.request(
        target,
        {
          method: 'POST',
          lookup,
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
            'user-agent': 'Forecourt-Webhooks/1.0',
          },
        },
        (response) => {
          // The body is not needed (only the status counts); drain it so the socket is released.
          response.resume();
          response.on('end', () =>
            finish(resolve)({
              status: response.statusCode ?? 0,
              location: response.headers.location ?? null,
            }),
          );
          response.on('error', finish(reject));
        },
      );
      // A whole-request deadline, not a socket idle timeout: a server dripping a byte at a time must not
      // hold a delivery slot for ever.
      const deadline = setTimeout(
        () => request.destroy(new Error(`webhook timed out after ${timeoutMs} ms`)),
        timeoutMs,
      );
      request.on('error', finish(reject));
      request.end(body);
    });
  };
}
