import { describe, expect, it } from 'vitest';
import {
  PHONE_REVEAL_LIMIT,
  phoneRevealLimitMessage,
  phoneRevealRequestSchema,
  viewJsonHref,
  viewQuerySchema,
  viewResponseSchema,
} from './api';

describe('phoneRevealRequestSchema (D-68)', () => {
  it('accepts a car id and a random visitor id, dropping anything else', () => {
    const visitor = '3f1c2a9e-5b7d-4c1e-9a2b-7d6e5f4c3b2a';
    expect(phoneRevealRequestSchema.parse({ car_id: 7, visitor, website_id: 99, dealership_id: 5 })).toEqual({
      car_id: 7,
      visitor,
    });
  });

  it('refuses a missing or non-integer car id and a short or odd visitor id', () => {
    expect(phoneRevealRequestSchema.safeParse({ visitor: 'a'.repeat(16) }).success).toBe(false);
    expect(phoneRevealRequestSchema.safeParse({ car_id: 1.5, visitor: 'a'.repeat(16) }).success).toBe(false);
    expect(phoneRevealRequestSchema.safeParse({ car_id: 1, visitor: 'short' }).success).toBe(false);
    expect(phoneRevealRequestSchema.safeParse({ car_id: 1, visitor: 'a b'.repeat(8) }).success).toBe(false);
  });
});

describe('viewQuerySchema (D-102)', () => {
  it('reads photos_count, updated_at and website_id, each optional', () => {
    expect(
      viewQuerySchema.parse({
        photos_count: '12',
        updated_at: '2026-11-20T01:02:03.000Z',
        website_id: '3',
      }),
    ).toEqual({ photos_count: 12, updated_at: '2026-11-20T01:02:03.000Z', website_id: 3 });
    expect(viewQuerySchema.parse({})).toEqual({});
  });

  it('refuses malformed values', () => {
    expect(viewQuerySchema.safeParse({ photos_count: '-1' }).success).toBe(false);
    expect(viewQuerySchema.safeParse({ updated_at: 'yesterday' }).success).toBe(false);
  });
});

describe('viewResponseSchema', () => {
  it('accepts views with empty or partial car fields and refuses a non-count', () => {
    expect(viewResponseSchema.parse({ views: 3, car_fields: {} })).toEqual({ views: 3, car_fields: {} });
    expect(viewResponseSchema.parse({ views: 1, car_fields: { price: 100 } }).car_fields).toEqual({
      price: 100,
    });
    expect(viewResponseSchema.safeParse({ views: '3', car_fields: {} }).success).toBe(false);
    expect(viewResponseSchema.safeParse({ views: 3 }).success).toBe(false);
  });
});

describe('viewJsonHref', () => {
  it('carries what the page was rendered from', () => {
    expect(
      viewJsonHref('2020 toyota/x', { photosCount: 4, updatedAt: '2026-11-20T01:02:03.000Z', siteId: 2 }),
    ).toBe(
      '/api/cars/2020%20toyota%2Fx/view.json?photos_count=4&updated_at=2026-11-20T01%3A02%3A03.000Z&website_id=2',
    );
  });
});

describe('phone reveal rate limit', () => {
  it('allows 30 reveals per address and site in 10 minutes', () => {
    expect(PHONE_REVEAL_LIMIT).toEqual({ points: 30, durationSeconds: 600 });
  });

  it('tells how long to wait in whole minutes, at least one', () => {
    expect(phoneRevealLimitMessage(600)).toBe(
      'Too many phone number reveals from this address. Please try again in 10 minutes.',
    );
    expect(phoneRevealLimitMessage(61)).toBe(
      'Too many phone number reveals from this address. Please try again in 2 minutes.',
    );
    expect(phoneRevealLimitMessage(0)).toBe(
      'Too many phone number reveals from this address. Please try again in 1 minute.',
    );
  });
});
