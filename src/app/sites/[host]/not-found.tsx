import type { Metadata } from 'next';
import { SiteNotFoundContent } from './site-not-found-content';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/** A missing page on a known site, with status 404: the search box, and similar cars for a removed car. */
export default function SiteNotFound() {
  return <SiteNotFoundContent />;
}
