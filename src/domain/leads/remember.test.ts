import { describe, expect, it } from 'vitest';
import { detailsToRemember } from './remember';

describe('detailsToRemember (H-17)', () => {
  it('keeps name, email and phone when all three are present', () => {
    expect(
      detailsToRemember({ name: ' Jo ', email: 'jo@example.com', phone: '0412 345 678', message: 'x' }),
    ).toEqual({
      name: 'Jo',
      email: 'jo@example.com',
      phone: '0412 345 678',
    });
  });

  it('keeps nothing when one is missing or blank', () => {
    expect(detailsToRemember({ name: 'Jo', email: 'jo@example.com' })).toBeNull();
    expect(detailsToRemember({ name: 'Jo', email: ' ', phone: '0412 345 678' })).toBeNull();
    expect(detailsToRemember({})).toBeNull();
  });
});
