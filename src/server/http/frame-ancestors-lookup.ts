import type { IncomingMessage } from 'node:http';
import { FRAME_ANCESTORS_HEADER, formatFrameAncestors } from '@/domain/security/content-security-policy';
import { isSiteNeutralPath } from '@/domain/tenancy/request-path';
import { log } from '@/server/logging';

/** host → the site's allowed framing origins (src/server/sites/frame-ancestors, which reads the database). */
export type FrameAncestorsLookup = (host: string) => Promise<readonly string[]>;

/**
 * Kept on globalThis, like the database (src/server/db): the app's start-up (instrumentation, bundled by
 * Next) publishes the lookup, and the production server (scripts/serve.ts, not bundled) calls it. Neither
 * can import the other's copy of a module.
 */
const holder = globalThis as typeof globalThis & { __forecourtFrameAncestors?: FrameAncestorsLookup };

export function publishFrameAncestorsLookup(lookup: FrameAncestorsLookup): void {
  holder.__forecourtFrameAncestors = lookup;
}

/** Pages are what a browser frames; framework assets, /api and /media carry no page policy. */
function isPageRequest(url: string | undefined): boolean {
  const path = url ?? '/';
  return !path.startsWith('/_next/') && !isSiteNeutralPath(path);
}

/**
 * Tells the proxy which origins may frame this request's page (decision 033): a header the client sent
 * under the same name is removed first, and when the site cannot be read the page keeps 'none'.
 */
export async function settleFrameAncestors(req: IncomingMessage): Promise<void> {
  delete req.headers[FRAME_ANCESTORS_HEADER];
  const lookup = holder.__forecourtFrameAncestors;
  if (!lookup || !isPageRequest(req.url)) return;
  try {
    req.headers[FRAME_ANCESTORS_HEADER] = formatFrameAncestors(await lookup(req.headers.host ?? ''));
  } catch (error) {
    log.error(
      { host: req.headers.host ?? null, err: error },
      "frame-ancestors not read; framing stays 'none'",
    );
  }
}
