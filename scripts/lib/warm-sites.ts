import { loopbackGet, type LoopbackAnswer } from './loopback-get';

/** A cold server builds a site's search index on its first search: seconds on a busy machine, per site. */
const WARM_REQUEST_TIMEOUT_MS = 180_000;

/** GET by loopback with the site's Host header, as a buyer at http://{slug}.localhost would send it. */
function get(port: number, slug: string, path: string): Promise<LoopbackAnswer> {
  return loopbackGet(port, `${slug}.localhost:${port}`, path, WARM_REQUEST_TIMEOUT_MS);
}

/** The first car the site's search lists, or null for a site without stock. */
function firstCarPath(searchAnswer: LoopbackAnswer): string | null {
  if (searchAnswer.status !== 200) return null;
  const { hits } = JSON.parse(searchAnswer.body) as { hits?: { slug: string }[] };
  const slug = hits?.[0]?.slug;
  return slug ? `/cars/${encodeURIComponent(slug)}` : null;
}

/** The first search (API and page), the home page and one car page of one site; answers other than 200 listed. */
async function warmSite(port: number, slug: string): Promise<string[]> {
  const search = await get(port, slug, '/api/search');
  const carPath = firstCarPath(search);
  const paths = ['/search/new-used-and-demo-cars', '/', ...(carPath ? [carPath] : [])];
  const answers = [{ path: '/api/search', status: search.status }];
  for (const path of paths) answers.push({ path, status: (await get(port, slug, path)).status });
  return answers
    .filter((answer) => answer.status !== 200)
    .map(({ path, status }) => `${slug}${path} ${status}`);
}

/**
 * Warms every site before the browser tests start, so no test's budget pays for a cold index or a route's
 * first render (decision 036: the first axe test timed out while the server built a demo site's first index).
 * Sites one after another: the browser tests have not started, and two cores build one index at a time best.
 */
export async function warmSites(port: number, slugs: string[]): Promise<void> {
  const started = performance.now();
  const unexpected: string[] = [];
  for (const slug of slugs) unexpected.push(...(await warmSite(port, slug)));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const note = unexpected.length > 0 ? `; not 200: ${unexpected.join(', ')}` : '';
  console.info(
    `[forecourt] warmed ${slugs.length} sites (first search, home and a car page) in ${seconds} s${note}`,
  );
}
