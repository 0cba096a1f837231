import 'server-only';
import { guardedRequest, type Resolver } from './guarded-request';

export type GetBytesOptions = {
  timeoutMs: number;
  maxResponseBytes: number;
  accept: string;
  resolve?: Resolver;
  /** TESTS ONLY (decision 031): lets the request reach a local fake server. */
  allowPrivateAddresses?: boolean;
};

/** A 2xx answer's body and content type, or what went wrong as words that follow the thing asked for. */
export type GetBytesResult =
  { ok: true; body: Buffer; contentType: string | undefined } | { ok: false; message: string };

/**
 * GETs a file (a stock feed, a car photo) through the guarded request (decision 031): public addresses only,
 * no redirects, a deadline and a size cap. `message` reads after its subject ('The feed URL answered HTTP 404')
 * and never repeats the URL (it may carry a key).
 */
export async function getBytes(url: string, options: GetBytesOptions): Promise<GetBytesResult> {
  const answer = await guardedRequest(url, {
    timeoutMs: options.timeoutMs,
    maxResponseBytes: options.maxResponseBytes,
    headers: { accept: options.accept },
    resolve: options.resolve,
    allowPrivateAddresses: options.allowPrivateAddresses,
  });
  if (!answer.ok) return { ok: false, message: answer.message };
  if (answer.status < 200 || answer.status > 299)
    return { ok: false, message: `answered HTTP ${answer.status}` };
  return { ok: true, body: answer.body, contentType: answer.headers['content-type'] };
}
