import { describe, expect, it } from 'vitest';
import { hotspotPosition, hotspotsOnFrame } from './hotspots';

describe('D-17 hotspots', () => {
  const spots = [
    { id: 1, frame: 0, x: 10, y: 20, title: 'A', description: 'a' },
    { id: 2, frame: 5, x: 10, y: 20, title: 'B', description: 'b' },
    { id: 3, frame: 5, x: 10, y: 20, title: 'C', description: 'c' },
  ];

  it('shows the exterior hotspots of the current frame only', () => {
    expect(hotspotsOnFrame(spots, 5).map((spot) => spot.id)).toEqual([2, 3]);
    expect(hotspotsOnFrame(spots, 1)).toEqual([]);
  });

  it('positions by percentage, clamped into the box', () => {
    expect(hotspotPosition({ x: 42.5, y: 61 })).toEqual({ left: '42.5%', top: '61%' });
    expect(hotspotPosition({ x: -5, y: 140 })).toEqual({ left: '0%', top: '100%' });
    expect(hotspotPosition({ x: Number.NaN, y: 3 })).toEqual({ left: '0%', top: '3%' });
  });
});
