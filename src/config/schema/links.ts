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
 * Options 89–91: sign-in gating (I-17, I-18, B-24). With `enabled`, a signed-out visitor of a route in `routes`
 * is sent to /sign-in (domain/account/gating.ts): checkout (when the car is known), trade-in, the finance
 * application (for the cars `financeLinkWhen` names) and my garage.
 */
export const gatingSchema = z
  .object({
    enabled: z.boolean().default(false),
    routes: z.array(gatedRouteSchema).default(['checkout', 'tradeIn', 'finance', 'myGarage']),
    financeLinkWhen: z.enum(['never', 'financeSummaryVisible', 'always']).default('financeSummaryVisible'),
  })
  .strict()
  .prefault({});
