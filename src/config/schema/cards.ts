import { z } from 'zod';
import { positiveInt, nonNegativeInt } from './primitives';

const certifiedUsedBadgeSchema = z
  .object({
    enabled: z.boolean().default(false),
    label: z.string().min(1).nullable().default(null),
    imageUrl: z.string().min(1).nullable().default(null),
  })
  .strict()
  .prefault({});

/** Options 47–58: result cards, tags, sold and price display. */
export const cardsSchema = z
  .object({
    showViewCount: z.boolean().default(true),
    /**
     * Decision 055: a result card shows its view count only from this many views ('0 views' tells a buyer
     * nothing good).
     */
    viewCountMinimum: nonNegativeInt.default(10),
    showFinanceLine: z.boolean().default(true),
    showElectricHybridTag: z.boolean().default(false),
    certifiedUsedBadge: certifiedUsedBadgeSchema,
    newTagText: z.string().min(1).default('New'),
    newArrivalTagText: z.string().min(1).nullable().default('New Arrival'),
    newTagWindowDays: positiveInt.default(8),
    soldTagText: z.string().min(1).default('JUST SOLD'),
    soldRetentionDays: nonNegativeInt.default(3),
    noPriceText: z.string().min(1).default('Enquire for price.'),
    subscriptionsEnabled: z.boolean().default(false),
    hideSaveControlsWithoutPriceOrImages: z.boolean().default(false),
  })
  .strict()
  .prefault({});
