import { z } from 'zod';

/**
 * E-2: the autogauge answer of `GET {car path}/autogauge`. Money is whole dollars; fill and confidence are
 * 0..1. A field is null when it cannot be given (no price, too few comparable listings): the gauge then stays
 * hidden (E-3). The range is the only market figure: no comparable listing is ever named or priced singly.
 */
export type AutogaugeData = {
  fill: number | null;
  listing_price: number | null;
  market_range_min: number | null;
  market_range_max: number | null;
  confidence: number | null;
  description: string | null;
};

const ratio = z.number().min(0).max(1).nullable().optional();
const money = z.number().nonnegative().nullable().optional();

/** The browser parses the answer with this: missing fields become null; anything else malformed is a failure. */
export const autogaugeDataSchema = z
  .object({
    fill: ratio,
    listing_price: money,
    market_range_min: money,
    market_range_max: money,
    confidence: ratio,
    description: z.string().nullable().optional(),
  })
  .transform((data): AutogaugeData => ({
    fill: data.fill ?? null,
    listing_price: data.listing_price ?? null,
    market_range_min: data.market_range_min ?? null,
    market_range_max: data.market_range_max ?? null,
    confidence: data.confidence ?? null,
    description: data.description ?? null,
  }));
