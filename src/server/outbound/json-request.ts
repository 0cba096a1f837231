import 'server-only';
import type { OutsideService } from '@/config/schema/outside-service';
import { guardedRequest, type GuardedFailure, type GuardedResult, type Resolver } from './guarded-request';

export type { ResolvedAddress, Resolver } from './guarded-request';

/** What an HTTP adapter for an outside service is made with: the site's settings, and two seams for tests. */
export type OutsideServiceOptions = OutsideService & {
  /** Tests map a host name to their local server. */
  resolve?: Resolver;
  /** TESTS ONLY (decision 031): lets the adapter reach a local fake service on 127.0.0.1. */
  allowPrivateAddresses?: boolean;
};

export type JsonRequestOptions = {
  /** The whole request, connect to last byte. */
  timeoutMs: number;
  /** Answers larger than this are cut off unread. */
  maxResponseBytes: number;
  headers?: Record<string, string>;
  resolve?: Resolver;
  /** TESTS ONLY (decision 031): lets the request reach a local fake server. */
  allowPrivateAddresses?: boolean;
};

export type JsonRequestFailure = Exclude<GuardedFailure, 'aborted'> | 'http-status' | 'invalid-json';

/** Never thrown: every way an outside call can go wrong is a value the caller must handle. */
export type JsonRequestResult =
  | { ok: true; status: number; body: unknown }
  /** `status`: the HTTP status of an 'http-status' failure (a lookup may read 404 as "not found"). */
  | { ok: false; failure: JsonRequestFailure; message: string; status?: number };

/** The answer of a JSON request: a 2xx status and a body that parses, or why not. */
function readJsonAnswer(answer: GuardedResult): JsonRequestResult {
  if (!answer.ok) {
    // No signal is passed, so 'aborted' cannot happen; it reads as unreachable if it ever did.
    const failure = answer.failure === 'aborted' ? 'unreachable' : answer.failure;
    return { ok: false, failure, message: answer.message };
  }
  if (answer.status < 200 || answer.status > 299) {
    return {
      ok: false,
      failure: 'http-status',
      status: answer.status,
      message: `answered HTTP ${answer.status}`,
    };
  }
  try {
    return { ok: true, status: answer.status, body: JSON.parse(answer.body.toString('utf8')) };
  } catch {
    return { ok: false, failure: 'invalid-json', message: 'answered with invalid JSON' };
  }
}

/**
 * POSTs `body` as JSON and reads a 2xx JSON answer, through the guarded request (decision 031): public
 * addresses only, no redirects (a 3xx is an 'http-status' failure), a hard deadline and a size cap.
 */
export async function postJson(
  url: string,
  body: unknown,
  options: JsonRequestOptions,
): Promise<JsonRequestResult> {
  const answer = await guardedRequest(url, {
    method: 'POST',
    headers: { ...options.headers, accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
    timeoutMs: options.timeoutMs,
    maxResponseBytes: options.maxResponseBytes,
    resolve: options.resolve,
    allowPrivateAddresses: options.allowPrivateAddresses,
  });
  return readJsonAnswer(answer);
}

/** GETs `url` and reads a 2xx JSON answer, through the guarded request as `postJson` does. */
export async function getJson(url: string | URL, options: JsonRequestOptions): Promise<JsonRequestResult> {
  const answer = await guardedRequest(url, {
    headers: { ...options.headers, accept: 'application/json' },
    timeoutMs: options.timeoutMs,
    maxResponseBytes: options.maxResponseBytes,
    resolve: options.resolve,
    allowPrivateAddresses: options.allowPrivateAddresses,
  });
  return readJsonAnswer(answer);
}
