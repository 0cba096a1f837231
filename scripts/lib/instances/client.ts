import http from 'node:http';

export type Reply = { status: number; body: string; headers: http.IncomingHttpHeaders };

/**
 * One request to an app instance on loopback, as the reverse proxy would pass it: the site's host, and the
 * client's address as the one X-Forwarded-For entry (the instances run with TRUSTED_PROXY_HOPS=1).
 */
export function send(
  port: number,
  request: { host: string; method?: 'GET' | 'POST'; path: string; body?: unknown; clientIp: string },
): Promise<Reply> {
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        path: request.path,
        method: request.method ?? (body === undefined ? 'GET' : 'POST'),
        timeout: 30_000,
        headers: {
          host: request.host,
          'x-forwarded-for': request.clientIp,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${request.path} timed out`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` every `everyMs` until it returns a value, or gives up (null) after `timeoutMs`. */
export async function waitFor<T>(
  probe: () => Promise<T | null>,
  timeoutMs: number,
  everyMs = 100,
): Promise<T | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) return null;
    await sleep(everyMs);
  }
}
