import 'server-only';
import { bodyTooLargeBody, readBytesBody, readJsonBody } from '@/server/http/read-body';

/**
 * How a console POST's body is read: JSON (the default), or a multipart form of files within the endpoint's
 * own cap, refused past it with the endpoint's own words (`tooLarge`).
 */
export type ConsoleBody = { kind: 'form'; maxBytes: number; tooLarge: string };

/** Stock comments reach 20,000 characters; every other JSON body is far smaller. */
const MAX_CONSOLE_JSON_BYTES = 96 * 1024;

export type ConsoleBodyRead = { ok: true; input: unknown } | { ok: false; status: 400 | 413; body: unknown };

/** The bytes as the Response constructor takes them, uncopied (a feed may be 50 MB). */
const view = (bytes: Buffer) =>
  new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);

const invalid = (message: string): ConsoleBodyRead => ({
  ok: false,
  status: 400,
  body: { error: `Invalid request: ${message}` },
});

async function readJson(request: Request): Promise<ConsoleBodyRead> {
  const body = await readJsonBody(request, MAX_CONSOLE_JSON_BYTES);
  if (body.ok) return { ok: true, input: body.value };
  if (body.reason === 'malformed') return invalid(body.message);
  return { ok: false, status: 413, body: bodyTooLargeBody(body.maxBytes) };
}

/**
 * A multipart form read whole, no further than its cap (the same capped reader as every route), then parsed
 * by the platform's own FormData reader. Anything else, or a form cut short, is a 400.
 */
async function readForm(request: Request, body: ConsoleBody): Promise<ConsoleBodyRead> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;/i.test(type)) return invalid('expected a multipart form');
  const bytes = await readBytesBody(request, body.maxBytes);
  if (!bytes.ok) return { ok: false, status: 413, body: { error: body.tooLarge } };
  try {
    const form = await new Response(view(bytes.bytes), { headers: { 'content-type': type } }).formData();
    return { ok: true, input: form };
  } catch {
    return invalid('the form could not be read');
  }
}

export function readConsoleBody(request: Request, body: ConsoleBody | undefined): Promise<ConsoleBodyRead> {
  return body?.kind === 'form' ? readForm(request, body) : readJson(request);
}
