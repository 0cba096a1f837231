import type { NextConfig } from 'next';
import './src/env';

const nextConfig: NextConfig = {
  // PGlite ships WASM and a data-dir loader that must not be bundled (toolchain pitfall 2).
  // rate-limiter-flexible's optional store adapters import their drivers by computed name: keep it native.
  // ical-timezones reads its zone files beside its own module at run time, so it must not be bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'rate-limiter-flexible', '@touch4it/ical-timezones'],
  poweredByHeader: false,
  typedRoutes: false,
  // `npm test` has just run `tsc --noEmit` on these very sources when it builds (scripts/test.ts): once is enough.
  typescript: { ignoreBuildErrors: process.env.FORECOURT_TYPECHECKED === '1' },
  // The proxy sees /api too and keeps only this much of a body: a byte past the trade-in photo limit (10 MB,
  // decision 047), so the route's own reader still sees an over-size upload as one and answers 413.
  experimental: {
    proxyClientMaxBodySize: 10 * 1024 * 1024 + 1024,
    // Turbopack keeps a build cache (≈200 MB) for the next build on this checkout; CI's clone is thrown away
    // after one build, and writing the cache took 17 s of it (issue 36).
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
  },
  async redirects() {
    // The spec links the header to /pages/warranty and the footer to /warranty: both must work (X-16, B-9).
    return [
      { source: '/warranty', destination: '/pages/warranty', statusCode: 301 },
      // B-33: sites whose breadcrumbs use /used-car/… paths; the search pages live under /search.
      { source: '/used-car/:path*', destination: '/search/:path*', statusCode: 308 },
    ];
  },
};

export default nextConfig;
