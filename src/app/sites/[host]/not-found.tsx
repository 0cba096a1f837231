import { NOT_FOUND_METADATA, SiteNotFoundContent } from './site-not-found-content';

export const metadata = NOT_FOUND_METADATA;

/** A missing page on a known site, with status 404: the search box, and similar cars for a removed car. */
export default function SiteNotFound() {
  return <SiteNotFoundContent />;
}
