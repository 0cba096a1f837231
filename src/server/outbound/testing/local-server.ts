import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };

export type LocalServer = { server: Server; port: number; close: () => Promise<void> };

/**
 * A local stand-in for an outside service (test double) on 127.0.0.1: `handle` gets each request once its
 * body has arrived, and answers it. Tests point their adapters here through a fake resolver.
 */
export async function startLocalServer(
  handle: (request: ReceivedRequest, res: ServerResponse) => void,
): Promise<LocalServer> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      handle({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body }, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { server, port: (server.address() as AddressInfo).port, close };
}
