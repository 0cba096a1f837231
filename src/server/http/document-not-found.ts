import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { isNotFoundRerender, NOT_FOUND_TOKEN_HEADER } from '@/domain/tenancy/not-found-render';

/** The answer of the second request: its status, headers and whole body. */
export type Rerendered = { status: number; headers: IncomingHttpHeaders; body: Buffer };

export type NotFoundRerender = {
  /** The token the second request carries (the proxy routes it to the 404 page). */
  token: string;
  /** Asks the server again for the request's 404 page (scripts/serve.ts: a loopback request with the token). */
  rerender: (req: IncomingMessage) => Promise<Rerendered>;
};

/** Headers that describe one connection, not the page: never copied from the second answer. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * Whether this answer is a page a browser asked for that ended as a 404. RSC requests (client navigations,
 * prefetches) are drawn by the browser's router anyway; the second request itself is never replaced again.
 */
export function isDocumentNotFound(
  request: { method?: string; headers: IncomingHttpHeaders },
  token: string,
  status: number,
  contentType: unknown,
): boolean {
  const tokenHeader = request.headers[NOT_FOUND_TOKEN_HEADER];
  return (
    status === 404 &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.headers.rsc === undefined &&
    !isNotFoundRerender(typeof tokenHeader === 'string' ? tokenHeader : null, token) &&
    typeof contentType === 'string' &&
    contentType.startsWith('text/html')
  );
}

function pageHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !CONNECTION_HEADERS.has(name)));
}

type Write = ServerResponse['write'];
type End = ServerResponse['end'];
type WriteHead = ServerResponse['writeHead'];

/** What Next wrote while its answer was held: sent as it was if the second request fails. */
type Held = { statusCode: number; writeHeadArgs: unknown[]; chunks: Buffer[]; callbacks: (() => void)[] };

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/** The callback of write(chunk, [encoding], [callback]) and end([chunk], [encoding], [callback]). */
function callbackOf(args: unknown[]): (() => void) | undefined {
  const last = args.findLast((arg) => typeof arg === 'function');
  return last as (() => void) | undefined;
}

/** `res`'s own methods, kept before they are wrapped: what passes through, and how a held answer is sent. */
type Original = Pick<ServerResponse, 'writeHead' | 'write' | 'end' | 'flushHeaders'>;

/** One wrapped answer: the request, its response and the response's own methods. */
type Wrapped = { req: IncomingMessage; res: ServerResponse; original: Original };

// The overloads of write and end, narrowed to the one form used here.
const writeChunk = ({ res, original }: Wrapped, chunk: Buffer) =>
  Reflect.apply(original.write, res, [chunk]) as boolean;
const endWith = ({ res, original }: Wrapped, chunk: Buffer | undefined, state: Held) =>
  Reflect.apply(original.end, res, [chunk, () => state.callbacks.forEach((callback) => callback())]);

/** Sends what Next wrote, as it wrote it. */
function sendHeld(wrapped: Wrapped, state: Held) {
  Reflect.apply(wrapped.original.writeHead, wrapped.res, [state.statusCode, ...state.writeHeadArgs]);
  for (const chunk of state.chunks) writeChunk(wrapped, chunk);
  endWith(wrapped, undefined, state);
}

/** Sends the server-drawn 404 page instead, still with status 404. */
function sendRerendered(wrapped: Wrapped, page: Rerendered, state: Held) {
  const { req, res, original } = wrapped;
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  const headers = pageHeaders(page.headers);
  if (req.method === 'HEAD') {
    Reflect.apply(original.writeHead, res, [404, headers]);
    return endWith(wrapped, undefined, state);
  }
  Reflect.apply(original.writeHead, res, [404, { ...headers, 'content-length': page.body.length }]);
  endWith(wrapped, page.body, state);
}

/** Asks for the 404 page once Next's own is over; sends it, or Next's when the second request fails. */
function finishHeld(wrapped: Wrapped, rerender: NotFoundRerender['rerender'], state: Held) {
  // The answer may have gone meanwhile: a body past its limit is answered 413 at once (request-body-limit.ts).
  const unlessAnswered = (send: () => void) => (wrapped.res.headersSent ? undefined : send());
  rerender(wrapped.req).then(
    (page) =>
      unlessAnswered(() =>
        page.status === 200 ? sendRerendered(wrapped, page, state) : sendHeld(wrapped, state),
      ),
    () => unlessAnswered(() => sendHeld(wrapped, state)),
  );
}

/**
 * Wraps `res` so that a page Next answers with a 404 is answered instead with the server-drawn 404 page of
 * `rerender`, still with status 404 (decision 027). Every other answer passes through untouched: the choice
 * is made once, when Next first sends its headers. Next's own 404 is held, not dropped: when the second
 * request fails, it is sent as Next wrote it.
 */
export function serveDocumentNotFound(
  req: IncomingMessage,
  res: ServerResponse,
  { token, rerender }: NotFoundRerender,
) {
  const original: Original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  };
  const wrapped: Wrapped = { req, res, original };
  let held: Held | null = null;
  let decided = false;
  let ended = false;

  /** Decides once, at the first header or body write, whether this answer is replaced. */
  function decide(statusCode: number, writeHeadArgs: unknown[]): boolean {
    if (decided) return held !== null;
    decided = true;
    const headerArg = writeHeadArgs.find(
      (arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg),
    );
    const contentType =
      (headerArg as OutgoingHttpHeaders | undefined)?.['content-type'] ?? res.getHeader('content-type');
    // Passing answers keep these wrappers (only delegating): layers Next added over them, such as its
    // compression, must stay in place.
    if (!isDocumentNotFound(req, token, statusCode, contentType)) return false;
    held = { statusCode, writeHeadArgs, chunks: [], callbacks: [] };
    return true;
  }

  res.writeHead = function writeHead(statusCode: number, ...rest: unknown[]) {
    if (!decide(statusCode, rest)) return Reflect.apply(original.writeHead, res, [statusCode, ...rest]);
    return res;
  } as WriteHead;

  res.flushHeaders = function flushHeaders() {
    if (!decide(res.statusCode, [])) Reflect.apply(original.flushHeaders, res, []);
  };

  res.write = function write(chunk: unknown, ...rest: unknown[]) {
    if (!decide(res.statusCode, [])) return Reflect.apply(original.write, res, [chunk, ...rest]);
    held!.chunks.push(toBuffer(chunk, rest[0]));
    const callback = callbackOf(rest);
    if (callback) queueMicrotask(callback);
    return true;
  } as Write;

  res.end = function end(...args: unknown[]) {
    if (!decide(res.statusCode, [])) return Reflect.apply(original.end, res, args);
    const state = held!;
    const chunk = typeof args[0] === 'function' ? undefined : args[0];
    if (chunk !== undefined && chunk !== null) state.chunks.push(toBuffer(chunk, args[1]));
    const callback = callbackOf(args);
    if (callback) state.callbacks.push(callback);
    if (!ended) finishHeld(wrapped, rerender, state);
    ended = true;
    return res;
  } as End;
}
