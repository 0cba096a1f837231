import { describe, expect, it } from 'vitest';
import { vehicleViewEventOf } from './vehicle-view';

describe('vehicleViewEventOf (M-1)', () => {
  it('is event 4 for a used car', () => {
    expect(vehicleViewEventOf('used')).toBe(4);
    expect(vehicleViewEventOf(' Used ')).toBe(4);
  });

  it('is none for new and demo cars', () => {
    for (const input of ['new', 'demo', '']) expect(vehicleViewEventOf(input)).toBeNull();
  });
});
