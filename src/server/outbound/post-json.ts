import 'server-only';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

export type ResolvedAddress = { address: string; family: number };
/** Host name → addresses; the operating system's lookup when none is given. Tests map names to 127.0.0.1. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type PostJsonOptions = {
  /** The whole request, connect to last byte: a server dripping a byte at a time is cut off too. */
  timeoutMs: number;
  /** Answers larger than this are cut off unread. */
  maxResponseBytes: number;
  headers?: Record<string, string>;
  resolve?: Resolver;
};

export type PostJsonFailure = 'timeout' | 'unreachable' | 'http-status' | 'too-large' | 'invalid-json';

/** Never thrown: every way an outside call can go wrong is a value the caller must handle. */
export type PostJsonResult =
  { ok: true; status: number; body: unknown } | { ok: false; failure: PostJsonFailure; message: string };

function lookupWith(resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const [first] = addresses;
        if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
        if (options.all) return (callback as (e: null, a: ResolvedAddress[]) => void)(null, addresses);
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

class Stop extends Error {
  constructor(
    readonly failure: PostJsonFailure,
    message: string,
  ) {
    super(message);
  }
}

function readAnswer(response: http.IncomingMessage, maxBytes: number): Promise<PostJsonResult> {
  return new Promise((resolve, reject) => {
    const status = response.statusCode ?? 0;
    if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
      return reject(new Stop('too-large', `answered more than ${maxBytes} bytes`));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > maxBytes) return reject(new Stop('too-large', `answered more than ${maxBytes} bytes`));
      chunks.push(chunk);
    });
    response.on('error', reject);
    response.on('end', () => {
      if (status < 200 || status > 299) return reject(new Stop('http-status', `answered HTTP ${status}`));
      try {
        resolve({ ok: true, status, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      } catch {
        reject(new Stop('invalid-json', 'answered with invalid JSON'));
      }
    });
  });
}

/**
 * POSTs `body` as JSON and reads a JSON answer, within a hard deadline and a size cap. The one way server code
 * asks an outside JSON service (youX quotes); redirects are not followed. Messages never carry the URL.
 */
export function postJson(url: string, body: unknown, options: PostJsonOptions): Promise<PostJsonResult> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  const payload = JSON.stringify(body);
  return new Promise<PostJsonResult>((settle) => {
    const done = (result: PostJsonResult) => {
      clearTimeout(deadline);
      settle(result);
    };
    const fail = (error: unknown) => {
      if (error instanceof Stop) return done({ ok: false, failure: error.failure, message: error.message });
      done({ ok: false, failure: 'unreachable', message: 'could not be reached' });
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        ...(options.resolve ? { lookup: lookupWith(options.resolve) } : {}),
        headers: {
          ...options.headers,
          accept: 'application/json',
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
        },
      },
      (response) => {
        readAnswer(response, options.maxResponseBytes).then(done, (error: unknown) => {
          response.destroy();
          fail(error);
        });
      },
    );
    // Settled first: whatever the torn-down socket reports afterwards finds the answer already given.
    const deadline = setTimeout(() => {
      done({ ok: false, failure: 'timeout', message: `timed out after ${options.timeoutMs} ms` });
      request.destroy();
    }, options.timeoutMs);
    request.on('error', fail);
    request.end(payload);
  });
}
