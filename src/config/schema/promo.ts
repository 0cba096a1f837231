import { z } from 'zod';
import { isoDateTimeSchema, positiveInt, sitePathSchema } from './primitives';

/*
 * The members strip unknown keys instead of rejecting them: the merge deep-merges objects, so switching a
 * site from everyN to random leaves the default's `n` beside `min`/`max`, and stripping drops it. Typos are
 * still caught, because each override layer must give a whole, strict member (see layer.ts).
 */
const everyNSchema = z.object({ mode: z.literal('everyN'), n: positiveInt });
const randomSchema = z
  .object({ mode: z.literal('random'), min: positiveInt, max: positiveInt })
  .refine((position) => position.min <= position.max, { message: 'min must not exceed max', path: ['max'] });

export const cardPositionSchema = z.discriminatedUnion('mode', [everyNSchema, randomSchema]);

export type PromoCardPosition = z.infer<typeof cardPositionSchema>;

const promoWindowSchema = z
  .object({
    id: z.string().min(1),
    start: isoDateTimeSchema,
    end: isoDateTimeSchema,
    target: z.enum(['popup', 'slider', 'page']),
    targetId: z.string().min(1).nullable().default(null),
  })
  .strict()
  .refine((window) => Date.parse(window.start) < Date.parse(window.end), {
    message: 'start must be before end',
    path: ['end'],
  });

export type PromoWindow = z.infer<typeof promoWindowSchema>;

const popupSchema = z
  .object({
    /** Visible by default; the visitor's close is remembered per site (K-19). */
    enabled: z.boolean().default(true),
    /** Names the popup in the visitor's storage (K-19) and in a promo window's targetId (K-22). */
    id: z
      .string()
      .regex(/^[a-z0-9-]{1,60}$/)
      .default('popup'),
    imageUrl: z.string().min(1),
    title: z.string(),
    description: z.string(),
    buttonText: z.string(),
    buttonUrl: sitePathSchema,
    /** Never shown after this date or instant. */
    expiry: z.union([z.iso.date(), isoDateTimeSchema]).nullable().default(null),
  })
  .strict();

export type Popup = z.infer<typeof popupSchema>;

/** Options 59–64: promo and CTA cards, promotion windows, popup. */
export const promoSchema = z
  .object({
    tradeInCardEnabled: z.boolean().default(false),
    /** Default N = 10 is the C-83 proposal (the spec gives no number). */
    cardPosition: cardPositionSchema.default({ mode: 'everyN', n: 10 }),
    stickyCtaCardPositions: z.array(positiveInt).default([30]),
    windows: z.array(promoWindowSchema).default([]),
    popup: popupSchema.nullable().default(null),
    offersRefreshPath: sitePathSchema.default('/special-offers'),
  })
  .strict()
  .prefault({});
