import { z } from 'zod';
import { HOST_NAME_PATTERN } from './primitives';

const ORIGIN_PATTERN = /^(https?):\/\/([^/:]+)(?::(\d{1,5}))?$/;

/**
 * Whether `value` is a web origin exactly as browsers write it: http(s), a lower-case host name, an optional
 * non-default port, nothing after. Nothing else may reach a Content-Security-Policy header (no spaces, ';',
 * paths or wildcards), and one spelling per origin keeps the allow-list comparable.
 */
export function isWebOrigin(value: string): boolean {
  const match = ORIGIN_PATTERN.exec(value);
  if (!match || !HOST_NAME_PATTERN.test(match[2]!)) return false;
  const port = match[3] === undefined ? null : Number(match[3]);
  if (port !== null && (port < 1 || port > 65_535)) return false;
  return URL.canParse(value) && new URL(value).origin === value;
}

const webOriginSchema = z
  .string()
  .refine(isWebOrigin, 'expected an origin such as https://partner.example (lower case, no path)');

/** Response headers a site may widen (decision 033). Per site, never per car. */
export const securitySchema = z
  .object({
    /**
     * The origins allowed to show this site's pages in a frame (CSP `frame-ancestors`), e.g. a dealer group
     * portal embedding the enquiry form. [] (the default) = 'none': no other site may frame a page.
     */
    frameAncestors: z.array(webOriginSchema).max(20).default([]),
  })
  .strict()
  .prefault({});

export type SecurityConfig = z.infer<typeof securitySchema>;
