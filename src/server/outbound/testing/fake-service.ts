import type { ServerResponse } from 'node:http';
import type { Resolver } from '../guarded-request';
import { startLocalServer, type ReceivedRequest } from './local-server';

export type Reply = (res: ServerResponse) => void;

/** An answer of the fake service: this status and this body as JSON. */
export const json =
  (status: number, body: unknown): Reply =>
  (res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  };

/** A resolver that knows one name, `hostname`, as 127.0.0.1; any other name is not found. */
export function fakeResolverFor(hostname: string): Resolver {
  return async (name) => {
    if (name !== hostname) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
    return [{ address: '127.0.0.1', family: 4 }];
  };
}

export type FakeService = {
  /** The requests received so far, oldest first. */
  requests: ReceivedRequest[];
  /** How the next requests are answered. */
  reply: Reply;
  /** `http://{hostname}:{port}{path}`: what the adapter under test is pointed at. */
  url: (path: string) => string;
  resolve: Resolver;
  close: () => Promise<void>;
};

/**
 * A stand-in for an outside service (test double), reached by its public-looking `hostname` through a fake
 * resolver that maps that one name to a local server on 127.0.0.1. Never a real outside address.
 */
export async function startFakeService(hostname: string, reply: Reply): Promise<FakeService> {
  const service: FakeService = {
    requests: [],
    reply,
    url: (path) => `http://${hostname}:${local.port}${path}`,
    resolve: fakeResolverFor(hostname),
    close: () => local.close(),
  };
  const local = await startLocalServer((request, res) => {
    service.requests.push(request);
    service.reply(res);
  });
  return service;
}
