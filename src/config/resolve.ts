import type { z } from 'zod';
import { platformDefaults } from './defaults';
import { SiteConfigError, type SiteConfigLayerName, toSiteConfigIssues } from './errors';
import { mergeConfigLayers } from './merge';
import { providerProfiles } from './provider-profiles';
import {
  type FinanceProviderId,
  type SiteConfig,
  type SiteConfigLayer,
  siteConfigLayerSchema,
  siteConfigSchema,
} from './schema';

export type ResolveSiteConfigInput = {
  siteSlug: string;
  groupSlug: string | null;
  /** The site row's finance_provider; a finance.provider in any layer takes precedence. */
  financeProvider?: string | null;
  layers: { group?: unknown; site?: unknown; dealership?: unknown; dealershipSlug?: string };
};

type LayerContext = { siteSlug: string; layer: SiteConfigLayerName; layerLabel?: string };

function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown, context: LayerContext): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new SiteConfigError({ ...context, issues: toSiteConfigIssues(result.error.issues) });
}

/** Each layer is checked alone first, so the error names the field as that layer spells it. */
function parseLayer(value: unknown, context: LayerContext): SiteConfigLayer | undefined {
  return value === undefined ? undefined : parseOrThrow(siteConfigLayerSchema, value, context);
}

/** The last layer that names a provider wins, as in the merge itself. */
function pickProvider(layers: (SiteConfigLayer | undefined)[]): FinanceProviderId | null {
  let provider: FinanceProviderId | null = null;
  for (const layer of layers) {
    if (layer?.finance?.provider !== undefined) provider = layer.finance.provider;
  }
  return provider;
}

export { overlayVehicleConfig } from './overlay-vehicle-config';

/**
 * effective = platform defaults ⊕ provider profile ⊕ group ⊕ site ⊕ dealership (objects merged, arrays
 * replaced, null clears), then validated whole. Throws SiteConfigError naming the site, layer and field.
 */
export function resolveSiteConfig(input: ResolveSiteConfigInput): SiteConfig {
  const { siteSlug, groupSlug, layers } = input;
  const group = parseLayer(layers.group, {
    siteSlug,
    layer: 'group',
    layerLabel: `group ${groupSlug ?? ''}`.trim(),
  });
  const site = parseLayer(layers.site, { siteSlug, layer: 'site' });
  const dealershipLabel = `dealership ${layers.dealershipSlug ?? ''}`.trim();
  const dealership = parseLayer(layers.dealership, {
    siteSlug,
    layer: 'dealership',
    layerLabel: dealershipLabel,
  });
  // The site row's provider is checked like a site layer, so its error reads 'finance.provider: …'.
  const siteRow = parseLayer(
    { finance: { provider: input.financeProvider ?? null } },
    { siteSlug, layer: 'site' },
  );
  const provider = pickProvider([siteRow, group, site, dealership]);
  const merged = mergeConfigLayers(
    platformDefaults,
    provider === null ? undefined : { finance: providerProfiles[provider] },
    group,
    site,
    dealership,
    { finance: { provider }, siteSlug, groupId: groupSlug },
  );
  return parseOrThrow(siteConfigSchema, merged, { siteSlug, layer: 'effective' });
}
