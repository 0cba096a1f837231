import { notFound } from 'next/navigation';

/** Any path no route handles 404s inside the site shell (not the platform 404). */
export default function UnknownSitePage() {
  notFound();
}
