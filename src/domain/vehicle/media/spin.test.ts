import { describe, expect, it } from 'vitest';
import {
  allowedInteriorUrl,
  frameAfterDrag,
  frameForKey,
  framesForDrag,
  initialSpinView,
  stepFrame,
} from './spin';

describe('D-12 initialSpinView', () => {
  it('Spin unless spinDefaultView is gallery', () => {
    expect(initialSpinView('spin')).toBe('spinner');
    expect(initialSpinView('gallery')).toBe('gallery');
  });
});

describe('D-20 framesForDrag: one frame per sensitivity px', () => {
  it.each([
    [0, 20, 0],
    [19, 20, 0],
    [20, 20, 1],
    [39, 20, 1],
    [40, 20, 2],
    [-19, 20, 0],
    [-20, 20, -1],
    [-61, 20, -3],
    [100, 10, 10],
    [100, 0, 0],
    [100, -5, 0],
    [Number.NaN, 20, 0],
  ])('framesForDrag(%d, %d) = %d', (dx, sensitivity, expected) => {
    expect(framesForDrag(dx, sensitivity)).toBe(expected);
  });
});

describe('D-26 stepFrame wraps around the turn', () => {
  it.each([
    [35, 1, 36, 0],
    [0, -1, 36, 35],
    [10, 3, 36, 13],
    [2, -40, 36, 34],
    [0, 1, 0, 0],
  ])('stepFrame(%i, %i, %i) = %i', (frame, delta, count, expected) => {
    expect(stepFrame(frame, delta, count)).toBe(expected);
  });
});

describe('D-20/D-21 frameAfterDrag: dragging left turns like ArrowLeft', () => {
  it.each([
    [0, -45, 36, 2],
    [0, 45, 36, 34],
    [5, 19, 36, 5],
    [35, -20, 36, 0],
  ])('from %i by %d px of %i frames → %i', (start, dx, count, expected) => {
    expect(frameAfterDrag(start, dx, 20, count)).toBe(expected);
  });
});

describe('D-21 frameForKey: ArrowLeft → frame+1, ArrowRight → frame−1, wrapping', () => {
  it.each([
    ['ArrowLeft', 0, 36, 1],
    ['ArrowLeft', 35, 36, 0],
    ['ArrowRight', 5, 36, 4],
    ['ArrowRight', 0, 36, 35],
    ['ArrowUp', 5, 36, null],
    ['Enter', 5, 36, null],
    ['ArrowLeft', 0, 0, null],
  ])('%s at %i of %i → %s', (key, frame, count, expected) => {
    expect(frameForKey(key, frame, count)).toBe(expected);
  });
});

describe('D-18 allowedInteriorUrl: the site itself or an allow-listed https host', () => {
  const hosts = ['tours.example.com'];

  it.each([
    ['/media/vehicle/suv/1e3a8a/interior.svg', '/media/vehicle/suv/1e3a8a/interior.svg'],
    ['https://tours.example.com/car/1', 'https://tours.example.com/car/1'],
    ['https://TOURS.example.com/car/1', 'https://tours.example.com/car/1'],
  ])('%s → %s', (url, expected) => {
    expect(allowedInteriorUrl(url, hosts)).toBe(expected);
  });

  it.each([
    ['http://tours.example.com/car/1'],
    ['https://tours.example.com:8443/car/1'],
    ['https://evil.example.com/car/1'],
    ['https://tours.example.com.evil.example/car/1'],
    ['https://user@tours.example.com/car/1'],
    ['//evil.example.com/x'],
    ['/\\evil.example.com/x'],
    ['javascript:alert(1)'],
    ['media/relative.svg'],
    ['not a url'],
    [''],
    [null],
  ])('%s → null', (url) => {
    expect(allowedInteriorUrl(url, hosts)).toBeNull();
  });

  it('allows no other host when the list is empty (the default)', () => {
    expect(allowedInteriorUrl('https://tours.example.com/car/1', [])).toBeNull();
  });
});
