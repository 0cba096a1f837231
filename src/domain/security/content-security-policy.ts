import { isWebOrigin } from '@/config/schema/security';

export type PagePolicyOptions = {
  /** From createNonce: Next puts it on its own scripts, our pages on their inline ones. */
  nonce: string;
  /** The site's `security.frameAncestors`; [] = no other site may frame the page. */
  frameAncestors: readonly string[];
  /** `next dev` only: React's dev build evaluates code to rebuild server error stacks. */
  isDevelopment: boolean;
};

const NONCE_PATTERN = /^[A-Za-z0-9+/]{16,}={0,2}$/;

/**
 * The Content-Security-Policy of every site page (decision 033). Scripts run only with
 * this response's nonce, and what they load ('strict-dynamic'); no inline or eval'd script. Style attributes
 * and inlined stylesheets are allowed (themes, Leaflet, Next's inlined CSS). Images, videos and embedded
 * players may come from any https host: dealer feeds, map tiles and video files name their own.
 */
export function buildPagePolicy({ nonce, frameAncestors, isDevelopment }: PagePolicyOptions): string {
  if (!NONCE_PATTERN.test(nonce)) throw new Error('a CSP nonce must be base64 from createNonce');
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(isDevelopment ? ["'unsafe-eval'"] : [])],
    ],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['media-src', ["'self'", 'https:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['frame-src', ["'self'", 'https:']],
    // The ALTCHA proof of work runs in workers made from blob URLs.
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', frameAncestors.length > 0 ? frameAncestors : ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The nonce a policy built by buildPagePolicy carries, or null (how pages read theirs from the request). */
export function nonceOfPolicy(policy: string | null): string | null {
  return /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(policy ?? '')?.[1] ?? null;
}

/**
 * The request header that carries a site's frame-ancestors from the production server (which resolved the
 * site) to the proxy (which builds the policy): space-separated origins, '' for none. The server replaces
 * whatever a client sent under this name.
 */
export const FRAME_ANCESTORS_HEADER = 'x-forecourt-frame-ancestors';

export function formatFrameAncestors(origins: readonly string[]): string {
  return origins.join(' ');
}

/** The origins of the header; anything that is not an origin is dropped, so it can never widen the policy. */
export function parseFrameAncestors(header: string | null): string[] {
  return (header ?? '').split(' ').filter(isWebOrigin);
}
