import { z } from 'zod';
import { positiveInt, rangeSchema, recordOf } from './primitives';
import {
  brandFeeScheduleSchema,
  budgetDefaultsSchema,
  comparisonRateRangeSchema,
  financeProviderSchema,
  groupBlockSchema,
  loanAmountSchema,
  summaryRuleSchema,
} from './finance-parts';

/**
 * Options 112–139. Several spec values belong to an unnamed provider, group, dealer or brand; those are
 * set through override layers, never in code (see provider-profiles.ts).
 */
export const financeSchema = z
  .object({
    provider: financeProviderSchema.nullable().default(null),
    loanAmount: loanAmountSchema,
    termMaxYears: z.number().positive().default(7),
    /** Custom year increments: the slider then moves by index through this list (F-5). */
    termYearOptions: z.array(z.number().positive()).min(1).nullable().default(null),
    interestRange: rangeSchema({ min: 0.5, max: 15, step: 0.5 }),
    interestSliderDisabled: z.boolean().default(false),
    defaultAmountFromCarPrice: z.boolean().default(false),
    defaultAmount: z.number().positive().default(30000),
    /** 6 on the vehicle page; the group block, disclaimer and budget finder use 5. */
    defaultTermYears: z.number().positive().default(6),
    defaultInterestRate: z.number().nonnegative().default(10),
    repaymentRounding: z.enum(['nearestDollar', 'ceilDollar', 'ceilCents']).default('nearestDollar'),
    establishmentFee: z.number().nonnegative().default(0),
    brandFeeSchedule: brandFeeScheduleSchema.nullable().default(null),
    frequencySelectHidden: z.boolean().default(false),
    /** null = never truncated. */
    disclaimerTruncateAt: positiveInt.nullable().default(197),
    summaryEnabled: z.boolean().default(true),
    summaryHiddenManufacturers: z.array(z.string().min(1)).default([]),
    summaryRule: summaryRuleSchema,
    /** Make → the only provider whose values may show for that make (F-37). */
    manufacturerFinanceLock: recordOf(financeProviderSchema).default({ Toyota: 'toyotaFinance' }),
    vehicleTypeLabel: z.string().min(1).default('Car'),
    comparisonRateFallbackRange: comparisonRateRangeSchema,
    groupBlock: groupBlockSchema,
    moneyQuickPicks: z
      .array(z.number().positive())
      .default([5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000]),
    /** F-65 proposal; the spec gives no values. */
    kmQuickPicks: z.array(z.number().positive()).default([10000, 20000, 50000, 100000, 150000, 200000]),
    budgetDefaults: budgetDefaultsSchema,
  })
  .strict()
  .prefault({});

export type FinanceConfig = z.infer<typeof financeSchema>;
