import { z } from 'zod';
import { isCalendarDate } from '@/domain/leads/calendar-date';
import { dbTextSchema } from '@/domain/validation/db-values';
import { optionalText } from './optional-text';
import { optionalSiteOrHttpsUrlSchema } from './site-url';

/**
 * An offer (K-1, K-3..K-10) as the dealer writes it: its name, description and disclaimer (plain text: the
 * site shows them as text, cut with a 'View more' toggle), category, picture and last day. The model,
 * manufacturer and dealership an imported offer names are kept as they are.
 */
export const offerSettingsSchema = z
  .object({
    name: dbTextSchema.pipe(
      z.string().trim().min(1, 'Enter the offer’s name').max(120, 'Keep it under 120 characters'),
    ),
    description: optionalText(5000),
    disclaimer: optionalText(5000),
    category: optionalText(60),
    imageUrl: optionalSiteOrHttpsUrlSchema,
    /** K-10: the last day it runs, in the site's calendar; empty runs until it is removed. */
    expiry: z
      .union([z.literal('').transform(() => null), z.string().refine(isCalendarDate, 'Enter a date')])
      .nullable(),
  })
  .strict();

export type OfferSettings = z.output<typeof offerSettingsSchema>;

export const NEW_OFFER: OfferSettings = {
  name: '',
  description: null,
  disclaimer: null,
  category: null,
  imageUrl: null,
  expiry: null,
};
