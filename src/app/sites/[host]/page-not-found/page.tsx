import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import {
  isNotFoundRerender,
  NOT_FOUND_TOKEN_ENV,
  NOT_FOUND_TOKEN_HEADER,
} from '@/domain/tenancy/not-found-render';
import { notFoundMetadata, SiteNotFoundContent } from '../site-not-found-content';

export const generateMetadata = notFoundMetadata;

/**
 * The site's 404 page drawn on the server, for the server's own second request after a page ended in a 404
 * (decision 027); scripts/serve.ts sends it on with status 404. Asked for directly, it is a 404 itself.
 */
export default async function PageNotFound() {
  const token = (await headers()).get(NOT_FOUND_TOKEN_HEADER);
  if (!isNotFoundRerender(token, process.env[NOT_FOUND_TOKEN_ENV])) notFound();
  return <SiteNotFoundContent />;
}
