import { z } from 'zod';
import { hexColorSchema, positiveInt, recordOf, timeZoneSchema } from './primitives';

/**
 * Platform theme: a neutral palette every site starts from (the spec gives no values, A-21). Components read
 * these only as CSS variables, so a site changes its brand without touching components.
 */
const themeColorsSchema = z
  .object({
    primary: hexColorSchema.default('#1d4ed8'),
    primaryForeground: hexColorSchema.default('#ffffff'),
    accent: hexColorSchema.default('#f59e0b'),
    accentForeground: hexColorSchema.default('#111827'),
    headerBackground: hexColorSchema.default('#ffffff'),
    headerForeground: hexColorSchema.default('#111827'),
    footerBackground: hexColorSchema.default('#111827'),
    footerForeground: hexColorSchema.default('#f9fafb'),
    background: hexColorSchema.default('#ffffff'),
    foreground: hexColorSchema.default('#111827'),
    muted: hexColorSchema.default('#6b7280'),
  })
  .strict()
  .prefault({});

export const themeSchema = z
  .object({
    colors: themeColorsSchema,
    logoUrl: z.string().min(1).nullable().default(null),
    fontFamily: z.string().min(1).nullable().default(null),
  })
  .strict()
  .prefault({});

const navLinkSchema = z.object({ label: z.string().min(1), href: z.string().min(1) }).strict();

export const navItemSchema = z
  .object({
    label: z.string().min(1),
    href: z.string().min(1).optional(),
    children: z.array(navLinkSchema).optional(),
    /** K-24: this item opens the models menu (tiles of the site's models) where the site has models. */
    menu: z.enum(['models']).optional(),
  })
  .strict();

export type NavItem = z.infer<typeof navItemSchema>;

const pluginSchema = z.object({ feature: z.string().min(1), name: z.string().min(1) }).strict();

/** Options 2–10 and 27: who the site is and how it looks. siteSlug and groupId are injected by the resolver. */
export const identityShape = {
  templateId: z.string().min(1).nullable().default(null),
  siteType: z.enum(['dealer', 'group', 'caravan']).default('dealer'),
  siteUrl: z.url().nullable().default(null),
  timezone: timeZoneSchema.default('Australia/Brisbane'),
  theme: themeSchema,
  /** Message key → replacement text (option 8, `copyOverrides` in the spec table). */
  copy: recordOf(z.string()).default({}),
  /** null = the default header navigation (B-1..B-3); a list replaces it whole. */
  navigation: z.array(navItemSchema).nullable().default(null),
  plugins: z.array(pluginSchema).default([]),
  /** Key: location id, dealership slug or 'default'. */
  fixedPhoneNumbers: recordOf(z.string().min(1)).default({}),
};

/**
 * H-39: a maps geocoding service for postcodes (GET with components postal_code and country AU plus a key).
 * The endpoint defaults to Google's, whose answer shape the adapter reads.
 */
const geocodingSchema = z
  .object({
    endpoint: z.url().default('https://maps.googleapis.com/maps/api/geocode/json'),
    apiKey: z.string().min(1),
    timeoutMs: positiveInt.default(3000),
  })
  .strict();

/** Options 11–13: site flags for outside data integrations. */
export const integrationsSchema = z
  .object({
    autograb: z.boolean().default(false),
    redbook: z.boolean().default(false),
    autobot: z.boolean().default(false),
    /** null = the bundled AU postcode data (decision 5); no outside call. */
    geocoding: geocodingSchema.nullable().default(null),
  })
  .strict()
  .prefault({});

/** Options 14–21: which buttons and features appear (S2 §1). */
export const featuresSchema = z
  .object({
    showContactButtons: z.boolean().default(true),
    showDealerLicence: z.boolean().default(true),
    showMotorVehicleRepairer: z.boolean().default(true),
    showMapSection: z.boolean().default(true),
    stickyHeader: z.boolean().default(true),
    favouritesStorage: z.boolean().default(true),
    reviews: z.boolean().default(true),
    holidayHours: z.boolean().default(true),
  })
  .strict()
  .prefault({});

/** Options 24–26. 'none' (not null) so the D-65 rule reads "integration !== 'none'" as the spec words it. */
export const chatSchema = z
  .object({
    integration: z.string().min(1).default('none'),
    token: z.string().min(1).nullable().default(null),
    widgetButtonEnabled: z.boolean().default(false),
  })
  .strict()
  .prefault({});
