import 'server-only';

/** An event is a few hundred bytes; a larger body is refused before it is buffered. */
export const MAX_EVENT_BODY_BYTES = 4_096;

export type JsonBody = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * Reads a small JSON body whatever its content type: `navigator.sendBeacon` posts a Blob, and some browsers
 * send it as text/plain. Stops reading at `maxBytes` so a huge upload costs nothing.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_EVENT_BODY_BYTES): Promise<JsonBody> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes || !request.body) {
    return declared > maxBytes ? tooLarge(maxBytes) : { ok: false, message: 'expected a JSON object' };
  }
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
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  } catch {
    return { ok: false, message: 'expected a JSON object' };
  }
}

function tooLarge(maxBytes: number): JsonBody {
  return { ok: false, message: `expected at most ${maxBytes} bytes` };
}
