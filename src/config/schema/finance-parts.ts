import { z } from 'zod';
import { positiveInt, rangeSchema } from './primitives';

/** N-4 identifiers; the spec gives display names only. */
export const financeProviderIds = [
  'taurus',
  '360finance',
  'ausloans',
  'manual',
  'angle',
  'powertorque',
  'nissanFinance',
  'toyotaFinance',
  'youx',
] as const;

export const financeProviderSchema = z.enum(financeProviderIds);

export type FinanceProviderId = z.infer<typeof financeProviderSchema>;

export const loanAmountSchema = z
  .object({
    min: z.number().nonnegative().default(1000),
    max: z.number().positive().default(100000),
    step: z.number().positive().default(500),
    /** 'price105': 105% of the car price when the price exceeds max (F-3). */
    maxMode: z.enum(['fixed', 'price105']).default('fixed'),
  })
  .strict()
  .refine((range) => range.min <= range.max, { message: 'min must not exceed max', path: ['max'] })
  .prefault({});

export const brandFeeScheduleSchema = z
  .object({
    establishment: z.number().nonnegative(),
    securityRegistration: z.number().nonnegative(),
    monthlyAccountAdmin: z.number().nonnegative(),
    dealerAgencyFee: z.number().nonnegative(),
  })
  .strict();

/** Extra conditions for the finance summary (F-33..F-36); the default adds none beyond F-31. */
export const summaryRuleSchema = z
  .object({
    requireInStock: z.boolean().default(false),
    minPriceExclusive: z.number().nullable().default(null),
    maxAgeYearsExclusive: positiveInt.nullable().default(null),
    requireComparisonRate: z.boolean().default(false),
    requirePayment: z.enum(['week', 'month']).nullable().default(null),
  })
  .strict()
  .prefault({});

export type FinanceSummaryRule = z.infer<typeof summaryRuleSchema>;

/** The group-site finance block (F-44..F-50), a different widget from the vehicle-page calculator. */
export const groupBlockSchema = z
  .object({
    purchasePriceMin: z.number().nonnegative().default(1000),
    purchasePriceMax: z.number().positive().default(250000),
    interestRange: rangeSchema({ min: 0.5, max: 15, step: 0.5 }),
    depositMax: z.number().nonnegative().default(250000),
    residualMax: z.number().nonnegative().default(250000),
  })
  .strict()
  .refine((block) => block.purchasePriceMin <= block.purchasePriceMax, {
    message: 'purchasePriceMin must not exceed purchasePriceMax',
    path: ['purchasePriceMax'],
  })
  .prefault({});

export const budgetDefaultsSchema = z
  .object({
    monthlyRepayment: z.number().nonnegative().default(600),
    weeklyRepayment: z.number().nonnegative().default(200),
    deposit: z.number().nonnegative().default(2000),
    termYears: z.number().positive().default(5),
  })
  .strict()
  .prefault({});

export const comparisonRateRangeSchema = z
  .object({ min: z.number().nonnegative().default(8.38), max: z.number().nonnegative().default(19.42) })
  .strict()
  .refine((range) => range.min <= range.max, { message: 'min must not exceed max', path: ['max'] })
  .prefault({});
