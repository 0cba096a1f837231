import http from 'node:http';

export type LoopbackAnswer = { status: number; body: string; location: string | undefined };

/**
 * GET on this machine's server by loopback with a site's Host header (Node, unlike the browser tests' Chromium,
 * does not resolve *.localhost). `timeoutMs`: give up on a server that does not answer.
 */
export function loopbackGet(
  port: number,
  host: string,
  path: string,
  timeoutMs?: number,
): Promise<LoopbackAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          location: response.headers.location,
        }),
      );
    });
    if (timeoutMs !== undefined)
      request.setTimeout(timeoutMs, () =>
        request.destroy(new Error(`${host}${path}: no answer in ${timeoutMs / 1000} s`)),
      );
    request.on('error', reject);
  });
}
