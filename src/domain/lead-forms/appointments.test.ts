import { describe, expect, it } from 'vitest';
import { appointmentsQuerySchema } from './appointments';

const parse = (query: string) =>
  appointmentsQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));

describe('appointmentsQuerySchema (H-32)', () => {
  it('takes a location or a car, and 14 days unless told', () => {
    expect(parse('location=5').data).toEqual({ location: 5, days: 14 });
    expect(parse('car=12&days=7').data).toEqual({ car: 12, days: 7 });
  });

  it('refuses no target, a bad id and a range beyond 31 days', () => {
    expect(parse('').error?.issues[0]?.message).toBe('location or car is required');
    expect(parse('location=abc').success).toBe(false);
    expect(parse('location=-1').success).toBe(false);
    expect(parse('location=5&days=32').error?.issues[0]?.message).toBe('days must be at most 31');
    expect(parse('location=5&days=0').error?.issues[0]?.message).toBe('days must be at least 1');
  });
});
