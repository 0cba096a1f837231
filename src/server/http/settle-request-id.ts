import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { acceptedRequestId, REQUEST_ID_HEADER } from '@/domain/logging';

/**
 * Decision 034: the request's id, settled in the production server before Next sees the request. An
 * X-Request-Id that came in is kept only when `trustIncoming` (a trusted proxy in front sets it, or this is
 * the server's own 404 re-render of a request) and only if it looks like an id; otherwise a new UUID. The id
 * replaces the request's header and goes back on the answer as X-Request-Id.
 */
export function settleRequestId(req: IncomingMessage, res: ServerResponse, trustIncoming: boolean): string {
  const incoming = trustIncoming ? acceptedRequestId(req.headers[REQUEST_ID_HEADER]) : null;
  const requestId = incoming ?? randomUUID();
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader('X-Request-Id', requestId);
  return requestId;
}
