import { foreignKey, integer, pgTable, real, smallint, text, unique } from 'drizzle-orm/pg-core';
import { siteIdColumn } from './columns';
import { vehicles } from './vehicles';

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
