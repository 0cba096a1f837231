import { z } from 'zod';
import { outsideServiceSchema } from './outside-service';

/**
 * The trade-in valuation: the built-in estimate from comparable listings keeps the dealer's margin
 * between the market's retail range and the offer (decision 044). An outside valuation service and a rego
 * lookup service are off (null) by default: without a rego service the form asks for year, make and model.
 */
export const tradeInSchema = z
  .object({
    dealerMarginPercent: z.number().min(0).max(60).default(15),
    /**
     * A caravan dealer's buyers trade towed caravans (decision 074): the form asks the van's length instead of an
     * odometer reading, and the estimate matches make, length and year.
     */
    towedCaravans: z.boolean().default(false),
    /** How long an offer may be accepted after it is made (decision 073). */
    quoteValidDays: z.number().int().min(1).max(90).default(7),
    /** POST {endpoint} with the car and its condition answers, answering { low, high, offer, comparables }. */
    valuationService: outsideServiceSchema.nullable().default(null),
    /** GET {endpoint}?rego=…&state=… answering { year, make, model, badge } (or 404 for an unknown plate). */
    regoLookupService: outsideServiceSchema.nullable().default(null),
  })
  .strict()
  .prefault({});

export type TradeInConfig = z.infer<typeof tradeInSchema>;
