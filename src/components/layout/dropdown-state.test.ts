import { describe, expect, it } from 'vitest';
import { nextDropdownState, type DropdownEvent, type DropdownState } from './dropdown-state';

const run = (events: DropdownEvent[], from: DropdownState = 'closed') =>
  events.reduce(nextDropdownState, from);

describe('B-4 header dropdown opens and closes on hover or click', () => {
  it('opens on hover and closes on mouse-leave', () => {
    expect(run(['pointerEnter'])).toBe('hover');
    expect(run(['pointerEnter', 'pointerLeave'])).toBe('closed');
  });

  it('toggles on click', () => {
    expect(run(['click'])).toBe('pinned');
    expect(run(['click', 'click'])).toBe('closed');
  });

  it('a click on a menu hover opened keeps it open (touch: mouseenter fires before click)', () => {
    expect(run(['pointerEnter', 'click'])).toBe('pinned');
    expect(run(['pointerEnter', 'click', 'click'])).toBe('closed');
  });

  it('closes on Escape, outside click, focus leaving and following a link', () => {
    for (const event of ['escape', 'outsidePointer', 'focusLeft', 'linkFollowed'] as const) {
      expect(run([event], 'pinned')).toBe('closed');
      expect(run([event], 'hover')).toBe('closed');
    }
  });

  it('opens from the keyboard (arrow keys) and stays open while the pointer moves in', () => {
    expect(run(['keyboardOpen', 'pointerEnter'])).toBe('pinned');
  });
});
