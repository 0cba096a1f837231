import type { z } from 'zod';

export type SiteConfigLayerName = 'group' | 'site' | 'dealership' | 'effective' | 'vehicle';

export type SiteConfigIssue = { path: string; message: string };

/** zod's wording, except invalid_type ("expected number"), and one issue per unrecognised key. */
export function toSiteConfigIssues(issues: readonly z.core.$ZodIssue[]): SiteConfigIssue[] {
  return issues.flatMap((issue) => {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: [...path, key].join('.'),
        message: `Unrecognized key: "${key}"`,
      }));
    }
    const message = issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.message;
    return [{ path: path.join('.'), message }];
  });
}

type SiteConfigErrorOptions = {
  siteSlug: string;
  layer: SiteConfigLayerName;
  /** Names the layer in the message: the group or dealership slug, or the car's make/item type. */
  layerLabel?: string;
  issues: SiteConfigIssue[];
};

function formatMessage({ siteSlug, layerLabel, issues }: SiteConfigErrorOptions): string {
  const subject = layerLabel === undefined ? `site ${siteSlug}` : `site ${siteSlug} (${layerLabel})`;
  const details = issues.map((issue) =>
    issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`,
  );
  return `${subject}: ${details.join('; ')}`;
}

/**
 * A site's configuration does not validate. Thrown when a site loads, so a bad override is found at
 * start-up with the site, the layer and the field named, never as a broken page.
 */
export class SiteConfigError extends Error {
  readonly code = 'SITE_CONFIG_INVALID';
  readonly siteSlug: string;
  readonly layer: SiteConfigLayerName;
  /** The first failing field, dotted, relative to the layer ('' for the layer itself). */
  readonly path: string;
  readonly issues: SiteConfigIssue[];

  constructor(options: SiteConfigErrorOptions) {
    super(formatMessage(options));
    this.name = 'SiteConfigError';
    this.siteSlug = options.siteSlug;
    this.layer = options.layer;
    this.path = options.issues[0]?.path ?? '';
    this.issues = options.issues;
  }
}
