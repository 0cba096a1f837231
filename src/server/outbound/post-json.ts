import 'server-only';
import { guardedRequest, type GuardedFailure, type Resolver } from './guarded-request';

export type { ResolvedAddress, Resolver } from './guarded-request';

export type PostJsonOptions = {
  /** The whole request, connect to last byte. */
  timeoutMs: number;
  /** Answers larger than this are cut off unread. */
  maxResponseBytes: number;
  headers?: Record<string, string>;
  resolve?: Resolver;
  /** TESTS ONLY (decision 031): lets the request reach a local fake server. */
  allowPrivateAddresses?: boolean;
};

export type PostJsonFailure = Exclude<GuardedFailure, 'aborted'> | 'http-status' | 'invalid-json';

/** Never thrown: every way an outside call can go wrong is a value the caller must handle. */
export type PostJsonResult =
  { ok: true; status: number; body: unknown } | { ok: false; failure: PostJsonFailure; message: string };

/**
 * POSTs `body` as JSON and reads a 2xx JSON answer, through the guarded request (decision 031): public
 * addresses only, no redirects (a 3xx is an 'http-status' failure), a hard deadline and a size cap.
 */
export async function postJson(
  url: string,
  body: unknown,
  options: PostJsonOptions,
): Promise<PostJsonResult> {
  const answer = await guardedRequest(url, {
    method: 'POST',
    headers: { ...options.headers, accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
    timeoutMs: options.timeoutMs,
    maxResponseBytes: options.maxResponseBytes,
    resolve: options.resolve,
    allowPrivateAddresses: options.allowPrivateAddresses,
  });
  if (!answer.ok) {
    // No signal is passed, so 'aborted' cannot happen; it reads as unreachable if it ever did.
    const failure = answer.failure === 'aborted' ? 'unreachable' : answer.failure;
    return { ok: false, failure, message: answer.message };
  }
  if (answer.status < 200 || answer.status > 299) {
    return { ok: false, failure: 'http-status', message: `answered HTTP ${answer.status}` };
  }
  try {
    return { ok: true, status: answer.status, body: JSON.parse(answer.body.toString('utf8')) };
  } catch {
    return { ok: false, failure: 'invalid-json', message: 'answered with invalid JSON' };
  }
}
