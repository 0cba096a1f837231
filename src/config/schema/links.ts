import { z } from 'zod';
import { sitePathSchema } from './primitives';

/** Options 83–88: links, service booking, account area. */
export const linksSchema = z
  .object({
    /** An external booking page; null = /service or /service#service-booking (B-19). */
    serviceBookingUrl: z.url().nullable().default(null),
    locationLinkStyle: z.enum(['locationSlug', 'contact']).default('locationSlug'),
    headerLocationsMode: z.enum(['list', 'link']).default('list'),
    myGaragePath: sitePathSchema.default('/my-garage'),
    /** null = /eofy. */
    eofyPagePath: sitePathSchema.nullable().default(null),
    watchlistPath: sitePathSchema.default('/my-garage/watchlist'),
  })
  .strict()
  .prefault({});

export const gatedRouteSchema = z.enum(['checkout', 'tradeIn', 'finance', 'myGarage']);

/**
 * Options 89–91: sign-in gating (I-17, B-24). Sign-in does not exist yet (issue 16): until it does, `enabled`
 * has no effect on the checkout, trade-in, finance and my-garage routes, which stay open to every visitor.
 */
export const gatingSchema = z
  .object({
    enabled: z.boolean().default(false),
    routes: z.array(gatedRouteSchema).default(['checkout', 'tradeIn', 'finance', 'myGarage']),
    financeLinkWhen: z.enum(['never', 'financeSummaryVisible', 'always']).default('financeSummaryVisible'),
  })
  .strict()
  .prefault({});
