import { describe, expect, it } from 'vitest';
import { toModelCard } from '@/domain/catalogue/model-directory';
import { pageSlugForPath } from '@/domain/pages/content-routes';
import { DEMO_SITES } from './demo-sites';
import { defaultRows, rowsOf } from './test-fixtures';

const rows = defaultRows();
const MODEL_PATH = /^\/models\/([^/?#]+)$/;

/** Where a demo site's model card leads, or why it leads nowhere. */
function cardTargets(siteId: number) {
  const manufacturers = new Map(rows.manufacturers.map((m) => [m.id, m]));
  const models = rowsOf(rows.models, siteId);
  const active = models.filter((model) => model.status === 'active');
  const pages = rowsOf(rows.pages, siteId);
  return active.map((model) => {
    const make = manufacturers.get(model.manufacturerId)!;
    const { href, title } = toModelCard({
      id: model.id!,
      name: model.name,
      slug: model.slug,
      overrideUrl: model.overrideUrl ?? null,
      imageUrl: model.imageUrl ?? null,
      manufacturerSlug: make.slug,
      manufacturerName: make.name,
      bodies: [],
    });
    const modelSlug = MODEL_PATH.exec(href)?.[1];
    if (modelSlug !== undefined) {
      const target = active.find((other) => other.slug === decodeURIComponent(modelSlug));
      return { href, title, resolves: target !== undefined, page: null };
    }
    const pageSlug = pageSlugForPath(href);
    const page = pages.find((candidate) => candidate.slug === pageSlug && candidate.isPublished) ?? null;
    return { href, title, resolves: page !== null, page };
  });
}

describe('demo model cards (issue 12: no model card leads to a 404)', () => {
  it.each(DEMO_SITES.map((site) => [site.name, site] as const))(
    '%s: every model card goes to /models/{slug} of an active model or a published page of the site',
    (_, site) => {
      const targets = cardTargets(site.id);
      expect(targets.length).toBeGreaterThan(0);
      expect(targets.filter((target) => !target.resolves).map((target) => target.href)).toEqual([]);
    },
  );

  it('a model whose override is a content page has a page about that model (K-9, K-25)', () => {
    const overridden = DEMO_SITES.flatMap((site) => cardTargets(site.id)).filter((target) => target.page);
    expect(overridden.length).toBeGreaterThan(0);
    for (const { page, title } of overridden) {
      expect(page!.title).toContain(title);
      expect(`${page!.title} ${page!.body} ${page!.metaDescription}`).not.toMatch(/\{\w+\}/);
      expect(page!.body).toMatch(/\]\(\/models\/[a-z0-9-]+\)/);
    }
  });
});
