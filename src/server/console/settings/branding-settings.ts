import 'server-only';
import { eq } from 'drizzle-orm';
import { isRecord } from '@/domain/storage/stored-values';
import { brandingSchema, type Branding } from '@/domain/console/settings/branding';
import { sites } from '@/server/db/schema';
import { loadSiteConfigSource, resolveForSite } from '@/server/sites/site-config-loader';
import type { SectionHandler } from './section-handler';

type Overrides = Record<string, unknown>;

/**
 * The site layer's theme with this branding: the logo and every colour set on the site itself, so a group's
 * palette no longer shows through on this site. Other theme keys (the font) are kept.
 */
function withBranding(overrides: Overrides, branding: Branding): Overrides {
  const theme = isRecord(overrides.theme) ? overrides.theme : {};
  return { ...overrides, theme: { ...theme, logoUrl: branding.logoUrl, colors: branding.colors } };
}

/** Branding: the site's name (sites.name) and its theme's logo and colours (the site's config overrides). */
export const BRANDING_SETTINGS: SectionHandler<Branding> = {
  schema: brandingSchema,
  loadLive: async (db, siteId) => {
    const source = await loadSiteConfigSource(db, siteId);
    const { theme } = resolveForSite(source);
    return { name: source.site.name, logoUrl: theme.logoUrl ?? source.site.logoUrl, colors: theme.colors };
  },
  apply: async (tx, siteId, branding) => {
    const source = await loadSiteConfigSource(tx, siteId);
    const configOverrides = withBranding(source.site.configOverrides, branding);
    // The site-config schema has the last word: a layer it refuses is never stored (SiteConfigError).
    resolveForSite({ ...source, site: { ...source.site, configOverrides } });
    // The site row's own logo too: the header falls back to it, so a logo removed here must go from both.
    await tx
      .update(sites)
      .set({ name: branding.name, logoUrl: branding.logoUrl, configOverrides })
      .where(eq(sites.id, siteId));
    return true;
  },
};
