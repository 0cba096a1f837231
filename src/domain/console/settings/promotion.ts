import { z } from 'zod';
import { isCalendarDate } from '@/domain/leads/calendar-date';
import { CAR_TYPES } from '@/domain/search/car-type-routes';
import { dbTextSchema } from '@/domain/validation/db-values';
import { optionalText } from './optional-text';
import { optionalSiteOrHttpsUrlSchema, siteOrHttpsUrlSchema } from './site-url';

/** 'YYYY-MM-DDTHH:mm': a datetime-local field's value, read on the site's own clock. */
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/;

export function isWallClockTime(value: string): boolean {
  const date = WALL_CLOCK.exec(value)?.[1];
  return date !== undefined && isCalendarDate(date);
}

const wallClock = (message: string) => z.string().refine(isWallClockTime, message);

const required = (max: number, message: string) =>
  dbTextSchema.pipe(z.string().trim().min(1, message).max(max, `Keep it under ${max} characters`));

/** Where a promotion sits among the results (K-17: 1-based); a page holds 21 cars. */
export const PROMOTION_POSITION_MAX = 100;

/**
 * A promotion card in search results (K-14..K-17): its content (title, text, picture, link and button), when it
 * runs (start and expiry on the site's clock, both inclusive), where it sits, and which car types it shows
 * for (K-16: empty is every search; strict shows it only when every selected car type is listed).
 */
export const promotionSettingsSchema = z
  .object({
    title: required(80, 'Enter the card’s title'),
    body: optionalText(300),
    imageUrl: optionalSiteOrHttpsUrlSchema,
    url: z.string().trim().min(1, 'Enter where the button goes').pipe(siteOrHttpsUrlSchema),
    buttonText: required(40, 'Enter the button’s text'),
    start: wallClock('Enter when it starts, like 2026-07-01 09:00'),
    expiry: wallClock('Enter when it ends, like 2026-07-31 17:00'),
    position: z
      .number({ error: 'Enter a whole number from 1' })
      .int('Enter a whole number from 1')
      .min(1, 'Enter a whole number from 1')
      .max(PROMOTION_POSITION_MAX, `Enter a position up to ${PROMOTION_POSITION_MAX}`),
    display: z
      .array(z.enum(CAR_TYPES))
      .max(CAR_TYPES.length)
      .refine((types) => new Set(types).size === types.length, 'Give each car type once')
      // One order, so the same choice is always stored the same way.
      .transform((types) => CAR_TYPES.filter((type) => types.includes(type))),
    strictDisplay: z.boolean(),
  })
  .strict()
  .superRefine((value, context) => {
    if (isWallClockTime(value.start) && isWallClockTime(value.expiry) && value.expiry <= value.start)
      context.addIssue({ code: 'custom', path: ['expiry'], message: 'The end must be after the start' });
    // K-16 strict: shown only when every selected car type is listed, so with none listed it never shows.
    if (value.strictDisplay && value.display.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['display'],
        message: 'Choose at least one car type, or show it on every search',
      });
  });

export type PromotionSettings = z.output<typeof promotionSettingsSchema>;
export type PromotionCarType = PromotionSettings['display'][number];

/** What the form shows for a promotion not written yet: it runs from `start` for a month, first in the results. */
export function newPromotion(today: string): PromotionSettings {
  const start = `${today}T00:00`;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
  return {
    title: '',
    body: null,
    imageUrl: null,
    url: '',
    buttonText: 'Find out more',
    start,
    expiry: `${end}T23:59`,
    position: 1,
    display: [],
    strictDisplay: false,
  };
}
