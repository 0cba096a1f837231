import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_BODY_LIMIT } from '@/domain/http/request-body-limits';
import { MAX_PHOTO_UPLOAD_BYTES } from '@/domain/trade-in/photos';
import { MAX_LEAD_BODY_BYTES } from '@/server/leads/api/read-lead';
import { MAX_PAYMENT_WEBHOOK_BYTES } from '@/server/reserve/payment-webhook-api';
import { bodyTooLargeBody, MAX_SMALL_BODY_BYTES } from './read-body';
import { serveDocumentNotFound } from './document-not-found';
import { limitRequestBody } from './request-body-limit';

const LIMIT = DEFAULT_REQUEST_BODY_LIMIT.maxBytes;
/** The most one read of a socket takes (libuv's buffer): the server may read this far past the limit. */
const SOCKET_READ_BYTES = 64 * 1024;
const CHUNK = 16 * 1024;
/** Bytes on the wire for `bytes` of chunked body in CHUNK pieces ("4000\r\n", the piece, "\r\n"). */
const chunkedWire = (bytes: number) => Math.ceil(bytes / CHUNK) * (CHUNK + 8);

type App = (req: IncomingMessage, res: ServerResponse) => void;
type Served = {
  port: number;
  bytesRead: Promise<number>;
  seen: { bytes: number; ended: boolean; calls: number };
};

let server: http.Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A route that reads the whole body, as Next's proxy did, and says how much it got. */
const readsEverything =
  (seen: Served['seen']): App =>
  (req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (seen.bytes = bytes += chunk.length));
    req.on('end', () => {
      seen.ended = true;
      res.end(`read ${bytes}`);
    });
  };

/** A route with a small cap of its own: reads that much, answers 413 and leaves the rest to the server. */
const answersAtItsOwnCap =
  (seen: Served['seen']): App =>
  (req, res) => {
    const onData = (chunk: Buffer) => {
      seen.bytes += chunk.length;
      if (seen.bytes <= MAX_SMALL_BODY_BYTES) return;
      req.off('data', onData);
      const body = '{"error":"Request too large"}';
      res.writeHead(413, { 'content-type': 'application/json', 'content-length': body.length }).end(body);
    };
    req.on('data', onData);
  };

/** A route that answers before it reads (a client over its upload limit is told 429 at once). */
const answersUnread = (): App => (_req, res) => {
  res.writeHead(429, { 'content-type': 'application/json', 'content-length': 2 }).end('{}');
};

/**
 * A page that reads its body and ends as a 404 while the server asks for the site's 404 page (slowly): the
 * body passes the limit while that answer is held.
 */
const notFoundWhileReading =
  (seen: Served['seen']): App =>
  (req, res) => {
    let rerendered: () => void = () => undefined;
    serveDocumentNotFound(req, res, {
      token: 'ab12',
      rerender: () =>
        new Promise((resolve) => {
          rerendered = () =>
            resolve({
              status: 200,
              headers: { 'content-type': 'text/html' },
              body: Buffer.from('<p>404</p>'),
            });
        }),
    });
    req.on('data', (chunk: Buffer) => (seen.bytes += chunk.length));
    setTimeout(() => rerendered(), 300);
    res.writeHead(404, { 'content-type': 'text/html' }).end('<html id="__next_error__"></html>');
  };

/** The server front as scripts/serve.ts has it: the limit first, then the app; the socket's bytes counted. */
async function serve(app: (seen: Served['seen']) => App): Promise<Served> {
  const seen = { bytes: 0, ended: false, calls: 0 };
  const handler = app(seen);
  let reportBytes: (bytes: number) => void = () => undefined;
  const bytesRead = new Promise<number>((resolve) => (reportBytes = resolve));
  server = http.createServer((req, res) => {
    if (!limitRequestBody(req, res)) return;
    seen.calls += 1;
    handler(req, res);
  });
  server.on('connection', (socket: net.Socket) => socket.on('close', () => reportBytes(socket.bytesRead)));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, bytesRead, seen };
}

type Sent = { answer: string; sentBytes: number };

/** A raw client: sends `head`, then up to `bodyBytes` in chunks as fast as the server takes them, until closed. */
function send(port: number, head: string, bodyBytes: number, chunked: boolean): Promise<Sent> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let sentBytes = 0;
    let closed = false;
    const piece = Buffer.alloc(CHUNK, 'x');
    const framed = chunked ? Buffer.concat([Buffer.from('4000\r\n'), piece, Buffer.from('\r\n')]) : piece;
    const pump = () => {
      while (!closed && sentBytes < bodyBytes) {
        sentBytes += CHUNK;
        if (!socket.write(framed)) return void socket.once('drain', pump);
      }
      if (!closed && chunked) socket.write('0\r\n\r\n');
    };
    // No answer within this long is a failed test, not a hung one.
    socket.setTimeout(20_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      resolve({ answer: Buffer.concat(received).toString(), sentBytes });
    });
    socket.write(head, pump);
  });
}

const chunkedHead = (path: string) =>
  `POST ${path} HTTP/1.1\r\nHost: a.localhost\r\nTransfer-Encoding: chunked\r\n\r\n`;
const declaredHead = (path: string, bytes: number) =>
  `POST ${path} HTTP/1.1\r\nHost: a.localhost\r\nContent-Length: ${bytes}\r\nConnection: close\r\n\r\n`;

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: head.split(' ')[1], head: head.toLowerCase(), body };
}

const GENERAL_413 = { error: 'Request too large', fieldErrors: { body: `expected at most ${LIMIT} bytes` } };

describe('limitRequestBody (issue 38, finding 5)', () => {
  it('stops reading a chunked body at the first socket read past the limit, answers 413 and closes', async () => {
    const { port, bytesRead, seen } = await serve(readsEverything);
    const head = chunkedHead('/api/leads');
    const sent = await send(port, head, 32 * 1024 * 1024, true);
    const answer = parse(sent.answer);
    expect(answer.status).toBe('413');
    expect(answer.head).toContain('connection: close');
    expect(JSON.parse(answer.body)).toEqual(GENERAL_413);
    expect(await bytesRead).toBeLessThanOrEqual(head.length + chunkedWire(LIMIT) + SOCKET_READ_BYTES);
    expect(seen.bytes).toBeLessThanOrEqual(LIMIT);
    expect(seen.ended).toBe(false);
    expect(sent.sentBytes).toBeLessThan(32 * 1024 * 1024);
  });

  it('answers a declared length over the limit at once, reading none of the body, in the route’s own words', async () => {
    const { port, bytesRead, seen } = await serve(readsEverything);
    const head = declaredHead('/api/trade-in/photos', MAX_PHOTO_UPLOAD_BYTES + 1);
    const sent = await send(port, head, 0, false);
    const answer = parse(sent.answer);
    expect(answer.status).toBe('413');
    expect(answer.head).toContain('connection: close');
    expect(JSON.parse(answer.body)).toEqual({ error: 'This photo is over 10 MB.' });
    expect(await bytesRead).toBe(head.length);
    expect(seen.calls).toBe(0);
  });

  it('lets a body of exactly the limit through, declared or chunked', async () => {
    const { port } = await serve(readsEverything);
    expect(parse((await send(port, declaredHead('/api/leads', LIMIT), LIMIT, false)).answer)).toMatchObject({
      status: '200',
      body: `read ${LIMIT}`,
    });
    const chunked = await send(
      port,
      chunkedHead('/api/leads?x=1').replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'),
      LIMIT,
      true,
    );
    expect(parse(chunked.answer)).toMatchObject({ status: '200', body: `read ${LIMIT}` });
  });

  it('takes an upload up to its route’s cap, past the general limit', async () => {
    const { port } = await serve(readsEverything);
    const bytes = MAX_PHOTO_UPLOAD_BYTES;
    const sent = await send(port, declaredHead('/api/trade-in/photos', bytes), bytes, false);
    expect(parse(sent.answer)).toMatchObject({ status: '200', body: `read ${bytes}` });
  });

  it('stops reading the rest of a body the route answered at its own cap', async () => {
    const { port, bytesRead, seen } = await serve(answersAtItsOwnCap);
    const head = chunkedHead('/api/events');
    const sent = await send(port, head, 32 * 1024 * 1024, true);
    expect(parse(sent.answer)).toMatchObject({ status: '413', body: '{"error":"Request too large"}' });
    expect(await bytesRead).toBeLessThanOrEqual(head.length + chunkedWire(LIMIT) + SOCKET_READ_BYTES);
    expect(seen.bytes).toBeLessThanOrEqual(MAX_SMALL_BODY_BYTES + CHUNK);
  });

  it('stops reading the body of a request the route answered without reading it', async () => {
    const { port, bytesRead } = await serve(answersUnread);
    const head = chunkedHead('/api/trade-in/photos');
    const sent = await send(port, head, 64 * 1024 * 1024, true);
    expect(parse(sent.answer)).toMatchObject({ status: '429', body: '{}' });
    expect(await bytesRead).toBeLessThanOrEqual(
      head.length + chunkedWire(MAX_PHOTO_UPLOAD_BYTES) + SOCKET_READ_BYTES,
    );
  });

  it('refuses nothing a route takes: the general limit is over every other route’s own cap, in the same words', () => {
    for (const cap of [MAX_SMALL_BODY_BYTES, MAX_LEAD_BODY_BYTES, MAX_PAYMENT_WEBHOOK_BYTES])
      expect(cap).toBeLessThan(LIMIT);
    expect(GENERAL_413).toEqual(bodyTooLargeBody(LIMIT));
  });

  it('answers 413 while a 404 page is held, and the held page then writes nothing', async () => {
    const { port, bytesRead } = await serve(notFoundWhileReading);
    const head = chunkedHead('/cars/missing').replace('POST', 'GET');
    const sent = await send(port, head, 32 * 1024 * 1024, true);
    expect(parse(sent.answer)).toMatchObject({ status: '413', body: JSON.stringify(GENERAL_413) });
    expect(await bytesRead).toBeLessThanOrEqual(head.length + chunkedWire(LIMIT) + SOCKET_READ_BYTES);
    // The held page is let go 300 ms in: written after the 413 it would throw (ERR_HTTP_HEADERS_SENT) in a
    // promise nobody awaits, which fails the run as an unhandled rejection (and would stop the server).
    await new Promise((resolve) => setTimeout(resolve, 500));
  });
});
