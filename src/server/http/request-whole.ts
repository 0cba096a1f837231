import http, { type RequestOptions } from 'node:http';
import type { Rerendered } from './document-not-found';

/** One HTTP request, answered with its status, headers and whole body (the 404 re-render; its tests). */
export function requestWhole(options: RequestOptions, timeoutMs = 30_000): Promise<Rerendered> {
  return new Promise((resolve, reject) => {
    const request = http.request(options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end();
  });
}
