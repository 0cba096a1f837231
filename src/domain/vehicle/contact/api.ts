import { z } from 'zod';
import { waitInMinutes } from '@/domain/anti-spam/retry-after';
import { dbIdSchema } from '@/domain/validation/db-values';

/** The browser's random visitor id (D-68 dedupe): 16–64 URL-safe characters, e.g. a UUID. */
export const visitorIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'expected a random visitor id');

/**
 * D-68 `POST /api/phone-reveal`: only the car and the visitor come from the browser; the site is the
 * request's host and the dealership is the car's, both decided on the server.
 */
export const phoneRevealRequestSchema = z.object({
  car_id: dbIdSchema,
  visitor: visitorIdSchema,
});

export type PhoneRevealRequest = z.infer<typeof phoneRevealRequestSchema>;

export const PHONE_REVEAL_ENDPOINT = '/api/phone-reveal';

/**
 * Reveals one address may post to one site in a window: far above what a person browsing does, low enough
 * that a script cannot inflate a dealer's reveal counts (every reveal of a new visitor id is a stored row).
 */
export const PHONE_REVEAL_LIMIT = { points: 30, durationSeconds: 600 } as const;

/** The 429 answer's error: the wait rounded up to whole minutes (at least 1). */
export function phoneRevealLimitMessage(retryAfterSeconds: number): string {
  return `Too many phone number reveals from this address. Please try again in ${waitInMinutes(retryAfterSeconds)}.`;
}

const optionalInt = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .optional();

/**
 * D-102 query of `GET /api/cars/{slug}/view.json`: what the page was rendered with. `website_id` is accepted
 * for the spec's shape but never decides the site (the host does).
 */
export const viewQuerySchema = z.object({
  photos_count: optionalInt,
  updated_at: z.iso.datetime({ offset: true }).optional(),
  website_id: optionalInt,
});

/** Car fields fresher than the page's render, sent only when the car or its photos changed since. */
export const carFieldsSchema = z
  .object({
    price: z.number(),
    status: z.string(),
    reserved: z.boolean(),
    sold: z.boolean(),
    km: z.number(),
    photos_count: z.number().int().nonnegative(),
    updated_at: z.string(),
  })
  .partial();

/** D-102 answer: the count including this view, and the car's fresher fields (empty when nothing changed). */
export const viewResponseSchema = z.object({
  views: z.number().int().nonnegative(),
  car_fields: carFieldsSchema,
});

export type ViewResponse = z.infer<typeof viewResponseSchema>;

/** The view.json address of a car, with what the page was rendered from. */
export function viewJsonHref(
  slug: string,
  page: { photosCount: number; updatedAt: string; siteId: number },
): string {
  const query = new URLSearchParams({
    photos_count: String(page.photosCount),
    updated_at: page.updatedAt,
    website_id: String(page.siteId),
  });
  return `/api/cars/${encodeURIComponent(slug)}/view.json?${query.toString()}`;
}
