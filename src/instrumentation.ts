/** Next calls register() once per server process, before it serves requests. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `next build` may load instrumentation while prerendering; the database is opened only at run time.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./server/startup');
  await startServer();
}
