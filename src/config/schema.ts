import { z } from 'zod';
import { cardsSchema } from './schema/cards';
import { financeSchema } from './schema/finance';
import { deliverySchema } from './schema/delivery';
import { formsSchema } from './schema/forms';
import { groupSchema } from './schema/group';
import { leadDeliverySchema } from './schema/lead-delivery';
import { chatSchema, featuresSchema, identityShape, integrationsSchema } from './schema/identity';
import { type DeepPartial, toLayerSchema } from './schema/layer';
import { linksSchema, gatingSchema } from './schema/links';
import { locationsSchema, offersSchema, reviewsSchema } from './schema/locations';
import { recordOf } from './schema/primitives';
import { promoSchema } from './schema/promo';
import { paymentsSchema, reserveSchema } from './schema/reserve';
import { searchSchema } from './schema/search';
import { securitySchema } from './schema/security';
import { stockFeedSchema } from './schema/stock-feed';
import { tradeInSchema } from './schema/trade-in';
import { mapSchema, shareSchema, vehicleSchema } from './schema/vehicle';

/** Every option that a brand or item-type override may change (everything but identity and the maps). */
const overridableConfigSchema = z
  .object({
    ...identityShape,
    integrations: integrationsSchema,
    features: featuresSchema,
    chat: chatSchema,
    search: searchSchema,
    cards: cardsSchema,
    promo: promoSchema,
    vehicle: vehicleSchema,
    share: shareSchema,
    map: mapSchema,
    links: linksSchema,
    gating: gatingSchema,
    forms: formsSchema,
    locations: locationsSchema,
    reviews: reviewsSchema,
    offers: offersSchema,
    finance: financeSchema,
    group: groupSchema,
    /** The vehicle page's delivery calculator (G-13). */
    delivery: deliverySchema,
    /** The trade-in valuation's margin and outside services (decision 044). */
    tradeIn: tradeInSchema,
    /** Reserve online: how long a hold lasts and the refund terms (decision 046). */
    reserve: reserveSchema,
  })
  .strict();

/** A per-car override (one brand, one item type): any subset of the options above. */
export type ConfigOverride = DeepPartial<z.infer<typeof overridableConfigSchema>>;

export const configOverrideSchema = toLayerSchema(overridableConfigSchema) as z.ZodType<ConfigOverride>;

/** The whole config minus the fields the resolver injects: what platformDefaults holds. */
export const platformConfigSchema = overridableConfigSchema
  .extend({
    /** Make → override, applied per car by overlayVehicleConfig. */
    brandOverrides: recordOf(configOverrideSchema).default({}),
    /** Item type (car.item_type) → override, applied per car by overlayVehicleConfig. */
    itemTypeOverrides: recordOf(configOverrideSchema).default({}),
    /** Where leads go (email inbox, signed webhook); per site or dealership, never per car. */
    leadDelivery: leadDeliverySchema,
    /** Per-site response headers (frame-ancestors, decision 033); per site, never per car. */
    security: securitySchema,
    /** How a reservation deposit is paid (decision 045); per site or dealership, never per car. */
    payments: paymentsSchema,
    /** The dealer's stock feed, pulled on a schedule (decision 059); per site, never per car. */
    stockFeed: stockFeedSchema,
  })
  .strict();

export type PlatformDefaults = z.infer<typeof platformConfigSchema>;

/** The effective config of one site; siteSlug and groupId come from the site row, never from overrides. */
export const siteConfigSchema = platformConfigSchema
  .extend({
    siteSlug: z.string().min(1),
    groupId: z.string().min(1).nullable().default(null),
  })
  .strict();

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** One group, site or dealership override layer. */
export type SiteConfigLayer = DeepPartial<PlatformDefaults>;

export const siteConfigLayerSchema = toLayerSchema(platformConfigSchema) as z.ZodType<SiteConfigLayer>;

export type { DeepPartial } from './schema/layer';
export { financeProviderIds, financeProviderSchema } from './schema/finance-parts';
export type { FinanceProviderId, FinanceSummaryRule } from './schema/finance-parts';
export type { DeliveryConfig } from './schema/delivery';
export type { FinanceConfig } from './schema/finance';
export type { NavItem } from './schema/identity';
export type { HolidayHoursEntry } from './schema/locations';
export type { LeadDeliveryConfig, LeadWebhookConfig } from './schema/lead-delivery';
export type { PaymentsConfig, ReserveConfig, StripePaymentsConfig } from './schema/reserve';
export { isWebOrigin } from './schema/security';
export type { SecurityConfig } from './schema/security';
export type { Popup, PromoCardPosition, PromoWindow } from './schema/promo';
export { vehicleActionKeys } from './schema/vehicle';
export type { VehicleActionKey } from './schema/vehicle';
export type { Warranty, BrandEntryOptions } from './schema/group';
export { brandEntryOptionsSchema } from './schema/group';
