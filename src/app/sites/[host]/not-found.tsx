import { PageNotFound } from '@/components/layout/page-not-found';

/** A missing page on a known site: shown inside the site's own header and footer. */
export default function SiteNotFound() {
  return <PageNotFound />;
}
