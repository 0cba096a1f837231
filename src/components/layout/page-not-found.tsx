import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';

/** A missing page on a known site: shown inside the site's own header and footer. */
export function PageNotFound() {
  return (
    <Container className="flex flex-col items-center gap-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">404</p>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="max-w-md text-muted">The page you are looking for has moved or no longer exists.</p>
      <ButtonLink href="/">Back to the home page</ButtonLink>
    </Container>
  );
}
