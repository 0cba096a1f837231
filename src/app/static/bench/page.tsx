import type { Metadata } from 'next';

// The reference page of `npm run bench:pages`: prerendered at build and served by the same server without the
// site rewrite (the proxy passes /static/ through), so its req/s is what Next itself costs per page request.
export const dynamic = 'force-static';

export const metadata: Metadata = { title: 'Forecourt', robots: { index: false, follow: false } };

export default function StaticBenchPage() {
  return (
    <main>
      <h1>Forecourt</h1>
      <p>A static page: the benchmark&apos;s reference for the cost of serving a page.</p>
    </main>
  );
}
