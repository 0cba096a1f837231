import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  bodyTooLargeAnswer,
  requestBodyLimit,
  type RequestBodyLimit,
} from '@/domain/http/request-body-limits';

/** Told of each refused body (scripts/serve.ts logs it). */
export type OnBodyRefused = (limit: RequestBodyLimit) => void;

function pathnameOf(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://server').pathname;
  } catch {
    return '';
  }
}

/** Node's own writeHead and end, taken before anything wraps them: the 413 must not pass through the app's. */
type Answering = Pick<ServerResponse, 'writeHead' | 'end'>;

/**
 * Answers 413 with Connection: close and destroys the socket once the answer is flushed: what is left of the
 * body is never read. Whatever the app writes afterwards is dropped.
 */
function answerTooLarge(
  req: IncomingMessage,
  res: ServerResponse,
  { writeHead, end }: Answering,
  limit: RequestBodyLimit,
): void {
  const silenced = () => res;
  res.writeHead = silenced as ServerResponse['writeHead'];
  res.write = (() => true) as ServerResponse['write'];
  res.end = silenced as ServerResponse['end'];
  res.flushHeaders = () => undefined;
  const body = JSON.stringify(bodyTooLargeAnswer(limit));
  Reflect.apply(writeHead, res, [
    413,
    {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
      connection: 'close',
    },
  ]);
  Reflect.apply(end, res, [body, () => req.socket.destroy()]);
}

/**
 * Counts the body where the HTTP parser hands it to the request, before anything buffers it, and at the first
 * chunk over the limit stops: that chunk and the rest (its end too, so the app never takes a cut body for a
 * whole one) are dropped, the socket is no longer read, and the 413 goes out, or, when the app had already
 * answered, the connection is closed.
 */
function countBody(
  req: IncomingMessage,
  res: ServerResponse,
  answering: Answering,
  limit: RequestBodyLimit,
  onRefused: OnBodyRefused,
) {
  const push = req.push.bind(req);
  let received = 0;
  let refused = false;
  req.push = (chunk: unknown, encoding?: BufferEncoding): boolean => {
    if (refused) return false;
    if (chunk === null) return push(chunk, encoding);
    received += (chunk as Buffer).length;
    if (received <= limit.maxBytes) return push(chunk, encoding);
    refused = true;
    // The parser stops reading the socket when push answers false; a reader asking for more must not restart it.
    req._read = () => undefined;
    onRefused(limit);
    if (!res.headersSent) answerTooLarge(req, res, answering, limit);
    else if (res.writableFinished) req.socket.destroy();
    else res.once('finish', () => req.socket.destroy());
    return false;
  };
  // Node reads the body of an answered request to its end and drops it unseen by push (a route's own 413 came
  // first): read it here instead, so it is counted and cut at the limit too.
  res.once('prefinish', () => {
    if (!req.complete && !refused) req.resume();
  });
}

/**
 * Decision 077, point 5: a request body is read no further than its path's limit (`requestBodyLimit`). A
 * declared Content-Length over it is answered 413 at once, unread; a body that grows over it (chunked) is
 * answered 413 when the count passes it. Either way the connection is closed: the rest is never read. Call
 * before anything else wraps `res`. False when the request has been answered here and must be served no
 * further.
 */
export function limitRequestBody(
  req: IncomingMessage,
  res: ServerResponse,
  onRefused: OnBodyRefused = () => undefined,
): boolean {
  const limit = requestBodyLimit(pathnameOf(req.url));
  const answering: Answering = { writeHead: res.writeHead, end: res.end };
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit.maxBytes) {
    onRefused(limit);
    answerTooLarge(req, res, answering, limit);
    return false;
  }
  countBody(req, res, answering, limit, onRefused);
  return true;
}
