import 'server-only';
import { bodyTooLargeBody } from '@/domain/http/request-body-limits';

/** An event or a small API call is a few hundred bytes; a larger body is refused before it is buffered. */
export const MAX_SMALL_BODY_BYTES = 4_096;

export type BodyFailure =
  { ok: false; reason: 'too-large'; maxBytes: number } | { ok: false; reason: 'malformed'; message: string };

export type TextBody = { ok: true; text: string } | Extract<BodyFailure, { reason: 'too-large' }>;

export type BytesBody = { ok: true; bytes: Buffer } | Extract<BodyFailure, { reason: 'too-large' }>;

export type JsonBody = { ok: true; value: unknown } | BodyFailure;

/**
 * The one way a route reads a request body : a declared Content-Length over `maxBytes` is
 * refused unread, and a chunked body is read only until it passes `maxBytes`, then the stream is cancelled, so
 * a huge upload costs at most `maxBytes` of memory.
 */
export async function readBytesBody(request: Request, maxBytes: number): Promise<BytesBody> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return tooLarge(maxBytes);
  if (!request.body) return { ok: true, bytes: Buffer.alloc(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}

/** readBytesBody as UTF-8 text. */
export async function readTextBody(request: Request, maxBytes: number): Promise<TextBody> {
  const body = await readBytesBody(request, maxBytes);
  return body.ok ? { ok: true, text: body.bytes.toString('utf8') } : body;
}

/**
 * Reads a small JSON body whatever its content type: `navigator.sendBeacon` posts a Blob, and some browsers
 * send it as text/plain.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_SMALL_BODY_BYTES): Promise<JsonBody> {
  const body = await readTextBody(request, maxBytes);
  if (!body.ok) return body;
  try {
    return { ok: true, value: JSON.parse(body.text) };
  } catch {
    return { ok: false, reason: 'malformed', message: 'expected a JSON object' };
  }
}

/** The 413 every route answers for a body over its limit. */
export function bodyTooLargeResponse(maxBytes: number): Response {
  return Response.json(bodyTooLargeBody(maxBytes), { status: 413 });
}

/** bodyTooLargeResponse's body, for a route that sends its answers with headers of its own. */
export { bodyTooLargeBody };

function tooLarge(maxBytes: number): Extract<BodyFailure, { reason: 'too-large' }> {
  return { ok: false, reason: 'too-large', maxBytes };
}
