import 'server-only';
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { ipFamily, isPublicAddress, isRefusedHost } from '@/config/public-address';

export type ResolvedAddress = { address: string; family: number };
/** Host name → addresses; the operating system's lookup (all addresses) when none is given. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type GuardedRequestOptions = {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The whole request, connect to last byte: a server dripping a byte at a time is cut off too. */
  timeoutMs: number;
  /** Answers larger than this are cut off unread. */
  maxResponseBytes: number;
  /** Answer at the status line and drop the body (a webhook only needs the status). */
  discardBody?: boolean;
  signal?: AbortSignal;
  resolve?: Resolver;
  /** ['https:', 'http:'] by default. */
  protocols?: readonly string[];
  /**
   * TESTS ONLY: lets a request reach a local fake server on 127.0.0.1. No production caller sets it
   * (decision 031); every adapter passes it through only from its own test-only option.
   */
  allowPrivateAddresses?: boolean;
};

/** 'blocked': the URL's scheme, host or resolved address is refused; nothing was sent. */
export type GuardedFailure = 'blocked' | 'timeout' | 'unreachable' | 'too-large' | 'aborted';

/** Never thrown: every way an outside call can go wrong is a value the caller must handle. */
export type GuardedResult =
  | { ok: true; status: number; headers: http.IncomingHttpHeaders; body: Buffer }
  | { ok: false; failure: GuardedFailure; message: string };

class Stop extends Error {
  constructor(
    readonly failure: GuardedFailure,
    message: string,
  ) {
    super(message);
  }
}

const resolveWithDns: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Resolves inside the socket's own lookup and refuses the whole answer if any address is not public: the
 * address connected to is an address checked, and nothing resolves the name a second time (DNS rebinding).
 */
function guardedLookup(resolve: Resolver, allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const [first] = addresses;
        if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
        const refused = allowPrivate ? undefined : addresses.find((entry) => !isPublicAddress(entry.address));
        if (refused) {
          return callback(
            new Stop('blocked', `${hostname} resolves to the non-public address ${refused.address}`),
            '',
            0,
          );
        }
        if (options.all) return (callback as (e: null, a: ResolvedAddress[]) => void)(null, addresses);
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

function refusal(target: URL, protocols: readonly string[], allowPrivate: boolean): string | null {
  if (!protocols.includes(target.protocol))
    return `URL must use ${protocols.join(' or ')}, not ${target.protocol}`;
  if (target.username || target.password) return 'URL must not carry credentials';
  if (allowPrivate) return null;
  // A literal IP never goes through the lookup, so it is checked here; so is `localhost`.
  if (isRefusedHost(target.hostname)) return `host ${target.hostname} is not a public address`;
  return null;
}

function readAnswer(response: http.IncomingMessage, options: GuardedRequestOptions): Promise<GuardedResult> {
  return new Promise((resolve, reject) => {
    const status = response.statusCode ?? 0;
    const answer = (body: Buffer) => resolve({ ok: true, status, headers: response.headers, body });
    if (options.discardBody) return answer(Buffer.alloc(0));
    const tooLarge = new Stop('too-large', `answered more than ${options.maxResponseBytes} bytes`);
    if (Number(response.headers['content-length'] ?? 0) > options.maxResponseBytes) return reject(tooLarge);
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > options.maxResponseBytes) return reject(tooLarge);
      chunks.push(chunk);
    });
    response.on('error', reject);
    response.on('end', () => answer(Buffer.concat(chunks)));
  });
}

/**
 * The one way server code calls an outside service (decision 031): node:http(s), public addresses only
 * (checked on the literal host and on every resolved address, connected to the address checked), redirects
 * never followed (a 3xx is answered as it came, with its Location header), a whole-request deadline and a
 * response size cap. Messages never carry the URL (it may carry a key).
 */
export function guardedRequest(url: string | URL, options: GuardedRequestOptions): Promise<GuardedResult> {
  const allowPrivate = options.allowPrivateAddresses === true;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve({ ok: false, failure: 'blocked', message: 'URL is not valid' });
  }
  const refused = refusal(target, options.protocols ?? ['https:', 'http:'], allowPrivate);
  if (refused) return Promise.resolve({ ok: false, failure: 'blocked', message: refused });
  if (options.signal?.aborted)
    return Promise.resolve({ ok: false, failure: 'aborted', message: 'was aborted' });
  const client = target.protocol === 'https:' ? https : http;
  const literal = ipFamily(target.hostname.replace(/^\[|\]$/g, '')) !== 0;
  const headers = { ...options.headers };
  if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
  return new Promise<GuardedResult>((settle) => {
    let settled = false;
    const done = (result: GuardedResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      options.signal?.removeEventListener('abort', onAbort);
      settle(result);
    };
    const fail = (error: unknown) => {
      if (error instanceof Stop) return done({ ok: false, failure: error.failure, message: error.message });
      done({ ok: false, failure: 'unreachable', message: 'could not be reached' });
    };
    const request = client.request(
      target,
      {
        method: options.method ?? 'GET',
        headers,
        // Own connection each time: no pooled socket outlives the check that vetted its address.
        agent: false,
        ...(literal ? {} : { lookup: guardedLookup(options.resolve ?? resolveWithDns, allowPrivate) }),
      },
      (response) => {
        readAnswer(response, options).then(
          (result) => {
            if (options.discardBody) response.destroy();
            done(result);
          },
          (error: unknown) => {
            response.destroy();
            fail(error);
          },
        );
      },
    );
    // Settled first: whatever the torn-down socket reports afterwards finds the answer already given.
    const deadline = setTimeout(() => {
      done({ ok: false, failure: 'timeout', message: `timed out after ${options.timeoutMs} ms` });
      request.destroy();
    }, options.timeoutMs);
    const onAbort = () => {
      done({ ok: false, failure: 'aborted', message: 'was aborted' });
      request.destroy();
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    request.on('error', fail);
    request.end(options.body);
  });
}
