import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/** The platform 404: unknown hosts and direct /sites/… requests end here, with no dealer branding. */
export default function PlatformNotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-3 px-6 text-center">
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">404</p>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="text-muted">There is no site at this address, or the page does not exist.</p>
    </main>
  );
}
