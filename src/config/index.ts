export { platformDefaults } from './defaults';
export { SiteConfigError } from './errors';
export type { SiteConfigIssue, SiteConfigLayerName } from './errors';
export { mergeConfigLayers } from './merge';
export type { VehicleConfigKey } from './overlay-vehicle-config';
export { providerProfiles } from './provider-profiles';
export type { FinanceOverride } from './provider-profiles';
export { overlayVehicleConfig, resolveSiteConfig } from './resolve';
export { REDACTED, redactLeadSecrets } from './redact';
export type { ResolveSiteConfigInput } from './resolve';
export { feedColumnsSchema, STOCK_FEED_FIELDS } from './schema/stock-feed';
export type { StockFeedConfig, StockFeedField } from './schema/stock-feed';
export {
  brandEntryOptionsSchema,
  configOverrideSchema,
  financeProviderIds,
  financeProviderSchema,
  platformConfigSchema,
  siteConfigLayerSchema,
  siteConfigSchema,
  vehicleActionKeys,
} from './schema';
export type {
  BrandEntryOptions,
  ConfigOverride,
  DeepPartial,
  FinanceConfig,
  FinanceProviderId,
  FinanceSummaryRule,
  HolidayHoursEntry,
  LeadDeliveryConfig,
  LeadWebhookConfig,
  NavItem,
  PlatformDefaults,
  Popup,
  PromoCardPosition,
  PromoWindow,
  SiteConfig,
  SiteConfigLayer,
  VehicleActionKey,
  Warranty,
} from './schema';
