import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, siteIdColumn, updatedAt } from './columns';
import { dealerships, locations } from './dealerships';

/**
 * A stock item (S1 §3 Vehicle, S2 §3 vehicle fields, O-1..O-11). Prices are whole dollars.
 * Derived values are not stored: photos_count, primary_image_url and thumbnails come from
 * vehicle_images; location_name, city, state and dealership_slug from the joined rows; has_nvic from nvic.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: siteIdColumn(),
    dealershipId: integer('dealership_id').notNull(),
    locationId: integer('location_id').notNull(),
    slug: text('slug').notNull(),
    stocknum: text('stocknum').notNull(),
    name: text('name'),
    carsalesTitle: text('carsales_title'),
    year: smallint('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    badge: text('badge'),
    series: text('series'),
    colour: text('colour'),
    interiorColour: text('interior_colour'),
    // Price and status (O-2, O-3, O-4)
    price: integer('price').notNull().default(0),
    beforePrice: integer('before_price'),
    subscriptionPrice: integer('subscription_price'),
    priceType: text('price_type'),
    preorder: boolean('preorder').notNull().default(false),
    status: text('status').notNull().default('in_stock'),
    carType: text('car_type').notNull(),
    itemType: text('item_type').notNull().default('car'),
    tag: text('tag'),
    reserved: boolean('reserved').notNull().default(false),
    sold: boolean('sold').notNull().default(false),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    certified: boolean('certified').notNull().default(false),
    customRank: integer('custom_rank').notNull().default(0),
    // Identifiers (O-5)
    vin: text('vin'),
    regplate: text('regplate'),
    regoExpiry: date('rego_expiry', { mode: 'string' }),
    nvic: text('nvic'),
    // Dates and counts (O-6)
    complianceDate: text('compliance_date'),
    buildDate: text('build_date'),
    km: integer('km').notNull().default(0),
    // Body and drivetrain (O-7)
    simpleBody: text('simple_body'),
    simpleTransmission: text('simple_transmission'),
    simpleFuel: text('simple_fuel'),
    simpleDrive: text('simple_drive'),
    fuel: text('fuel'),
    drive: text('drive'),
    transmission: text('transmission'),
    seats: smallint('seats'),
    doors: smallint('doors'),
    engineSize: integer('engine_size'),
    engineSizeLitres: real('engine_size_litres'),
    gearnum: smallint('gearnum'),
    bodyconfiguration: text('bodyconfiguration'),
    // Media (O-8): images and spin frames are child tables
    videoUrl: text('video_url'),
    externalVideoUrl: text('external_video_url'),
    spinCode: text('spin_code'),
    spinInteriorUrl: text('spin_interior_url'),
    // Content
    dealercomments: text('dealercomments'),
    standardEquipment: jsonb('standard_equipment').$type<string[]>().notNull().default([]),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    historyReportUrl: text('history_report_url'),
    paymentProcessors: jsonb('payment_processors').$type<string[] | null>(),
    privateSuburb: text('private_suburb'),
    privatePostcode: text('private_postcode'),
    // youX quote (O-10) and autograb market data (O-11)
    youxWeeklyRepayment: real('youx_weekly_repayment'),
    youxComparisonRate: real('youx_comparison_rate'),
    youxAdvertisedRate: real('youx_advertised_rate'),
    autograbAverageMarketPrice: integer('autograb_average_market_price'),
    autograbStateAverageMarketPrice: integer('autograb_state_average_market_price'),
    // Caravan specifications (O-11); lengths in mm, masses in kg
    bodyWidth: integer('body_width'),
    bodyLength: integer('body_length'),
    tareWeight: integer('tare_weight'),
    axleType: text('axle_type'),
    sleeps: smallint('sleeps'),
    aggregateTrailerMass: integer('aggregate_trailer_mass'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('vehicles_site_slug_key').on(t.siteId, t.slug),
    unique('vehicles_site_stocknum_key').on(t.siteId, t.stocknum),
    unique('vehicles_site_id_key').on(t.siteId, t.id),
    index('vehicles_site_status_idx').on(t.siteId, t.status),
    index('vehicles_site_created_idx').on(t.siteId, t.createdAt),
    index('vehicles_site_make_model_idx').on(t.siteId, t.make, t.model),
    index('vehicles_site_location_idx').on(t.siteId, t.locationId),
    foreignKey({
      name: 'vehicles_dealership_fk',
      columns: [t.siteId, t.dealershipId],
      foreignColumns: [dealerships.siteId, dealerships.id],
    }),
    foreignKey({
      name: 'vehicles_location_fk',
      columns: [t.siteId, t.locationId],
      foreignColumns: [locations.siteId, locations.id],
    }),
  ],
);

export const vehicleImages = pgTable(
  'vehicle_images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: siteIdColumn(),
    vehicleId: integer('vehicle_id').notNull(),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
    thumbUrl: text('thumb_url').notNull(),
    width: smallint('width'),
    height: smallint('height'),
    /** Where an imported photo came from (issue 18): a feed listing the same photos again fetches nothing. */
    sourceUrl: text('source_url'),
  },
  (t) => [
    unique('vehicle_images_site_vehicle_position_key').on(t.siteId, t.vehicleId, t.position),
    foreignKey({
      name: 'vehicle_images_vehicle_fk',
      columns: [t.siteId, t.vehicleId],
      foreignColumns: [vehicles.siteId, vehicles.id],
    }).onDelete('cascade'),
  ],
);

/** Exterior 360 frames in rotation order (D-15..D-24). */
export const spinFrames = pgTable(
  'spin_frames',
  {
    siteId: siteIdColumn(),
    vehicleId: integer('vehicle_id').notNull(),
    frameIndex: smallint('frame_index').notNull(),
    url: text('url').notNull(),
  },
  (t) => [
    unique('spin_frames_site_vehicle_frame_key').on(t.siteId, t.vehicleId, t.frameIndex),
    foreignKey({
      name: 'spin_frames_vehicle_fk',
      columns: [t.siteId, t.vehicleId],
      foreignColumns: [vehicles.siteId, vehicles.id],
    }).onDelete('cascade'),
  ],
);

/** Hotspots on the spin: exterior ones sit on a frame; interior ones on the interior view. x/y are percentages. */
export const spinHotspots = pgTable(
  'spin_hotspots',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: siteIdColumn(),
    vehicleId: integer('vehicle_id').notNull(),
    view: text('view').notNull(),
    frameIndex: smallint('frame_index'),
    x: real('x').notNull(),
    y: real('y').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    index('spin_hotspots_site_vehicle_idx').on(t.siteId, t.vehicleId),
    foreignKey({
      name: 'spin_hotspots_vehicle_fk',
      columns: [t.siteId, t.vehicleId],
      foreignColumns: [vehicles.siteId, vehicles.id],
    }).onDelete('cascade'),
  ],
);

/** Variant specs (S1 §3 Car variant, S2 variant): one row per vehicle. */
export const vehicleVariantSpecs = pgTable(
  'vehicle_variant_specs',
  {
    siteId: siteIdColumn(),
    vehicleId: integer('vehicle_id').notNull(),
    cylinders: smallint('cylinders'),
    enginesize: integer('enginesize'),
    enginesizeLitres: real('enginesize_litres'),
    induction: text('induction'),
    geartype: text('geartype'),
    enginePowerKw: integer('engine_power_kw'),
    engineVariant: text('engine_variant'),
    fuelconsumptioncombined: real('fuelconsumptioncombined'),
    fuelcapacity: integer('fuelcapacity'),
    grossvehiclemass: integer('grossvehiclemass'),
    kerbWeight: integer('kerb_weight'),
    vehiclelength: integer('vehiclelength'),
    vehicleheight: integer('vehicleheight'),
    vehiclewidth: integer('vehiclewidth'),
    towingcapacitybraked: integer('towingcapacitybraked'),
    bodyconfiguration: text('bodyconfiguration'),
    torque: integer('torque'),
    ancaprating: smallint('ancaprating'),
  },
  (t) => [
    unique('vehicle_variant_specs_site_vehicle_key').on(t.siteId, t.vehicleId),
    foreignKey({
      name: 'vehicle_variant_specs_vehicle_fk',
      columns: [t.siteId, t.vehicleId],
      foreignColumns: [vehicles.siteId, vehicles.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Finance lender data per car, keyed by provider (S1 §3, S2 §3 Finance lender record). No comparison rate column:
 * it is computed from the rate and fees by the credit rules (domain/finance/comparison-rate.ts, decision 068).
 */
export const vehicleFinanceLenders = pgTable(
  'vehicle_finance_lenders',
  {
    siteId: siteIdColumn(),
    vehicleId: integer('vehicle_id').notNull(),
    provider: text('provider').notNull(),
    interestRate: real('interest_rate'),
    paymentWeek: real('payment_week'),
    paymentMonth: real('payment_month'),
    termYears: real('term_years'),
    termMonths: smallint('term_months'),
    termWeeks: smallint('term_weeks'),
    deposit: real('deposit'),
    balloon: real('balloon'),
    establishmentFees: real('establishment_fees'),
    /** Charged with every monthly repayment; with the rate and establishment fee, the comparison rate's inputs. */
    monthlyFee: real('monthly_fee'),
    totalPayable: real('total_payable'),
    disclaimer: text('disclaimer'),
  },
  (t) => [
    unique('vehicle_finance_lenders_site_vehicle_provider_key').on(t.siteId, t.vehicleId, t.provider),
    foreignKey({
      name: 'vehicle_finance_lenders_vehicle_fk',
      columns: [t.siteId, t.vehicleId],
      foreignColumns: [vehicles.siteId, vehicles.id],
    }).onDelete('cascade'),
  ],
);

/**
 * One counted view per visitor, car and day (the site's calendar day), so a script repeating view.json cannot
 * inflate D-49's count. `visitor` is a hash of the client's address, never the address itself.
 */
export const vehicleViewVisits = pgTable(
  'vehicle_view_visits',
  {
    siteId: siteIdColumn(),
    vehicleId: integer('vehicle_id').notNull(),
    visitor: text('visitor').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    unique('vehicle_view_visits_site_vehicle_visitor_day_key').on(t.siteId, t.vehicleId, t.visitor, t.day),
    foreignKey({
      name: 'vehicle_view_visits_vehicle_fk',
      columns: [t.siteId, t.vehicleId],
      foreignColumns: [vehicles.siteId, vehicles.id],
    }).onDelete('cascade'),
  ],
);

/** One counter row per car (S2 view.json). Kept apart from vehicles so a page view never rewrites the stock row. */
export const vehicleViewCounts = pgTable(
  'vehicle_view_counts',
  {
    siteId: siteIdColumn(),
    vehicleId: integer('vehicle_id').notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('vehicle_view_counts_site_vehicle_key').on(t.siteId, t.vehicleId),
    foreignKey({
      name: 'vehicle_view_counts_vehicle_fk',
      columns: [t.siteId, t.vehicleId],
      foreignColumns: [vehicles.siteId, vehicles.id],
    }).onDelete('cascade'),
  ],
);
