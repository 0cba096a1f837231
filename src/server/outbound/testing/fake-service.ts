import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Resolver } from '../guarded-request';
import { startLocalServer, type LocalServer, type ReceivedRequest } from './local-server';

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
 * For one test file: a stand-in for an outside service (test double), reached by its public-looking `hostname`
 * through a fake resolver that maps that one name to a local server on 127.0.0.1, never a real outside address.
 * Started before the file's tests and closed after them; before each test it forgets the requests it received
 * and answers with `reply` again.
 */
export function fakeServiceForThisFile(hostname: string, reply: Reply): FakeService {
  let local: LocalServer | undefined;
  const service: FakeService = {
    requests: [],
    reply,
    url: (path) => `http://${hostname}:${local!.port}${path}`,
    resolve: fakeResolverFor(hostname),
    close: async () => local?.close(),
  };
  beforeAll(async () => {
    local = await startLocalServer((request, res) => {
      service.requests.push(request);
      service.reply(res);
    });
  });
  afterAll(() => service.close());
  beforeEach(() => {
    service.requests = [];
    service.reply = reply;
  });
  return service;
}
