'use client';

import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { isDropdownOpen, nextDropdownState, type DropdownEvent, type DropdownState } from './dropdown-state';

type FocusStep = 1 | -1 | 'first' | 'last';
const FOCUS_KEYS: Partial<Record<string, FocusStep>> = {
  ArrowDown: 1,
  ArrowUp: -1,
  Home: 'first',
  End: 'last',
};

/** The link to focus; from the trigger (current -1) ArrowDown goes to the first link and ArrowUp to the last. */
function focusIndex(step: FocusStep, current: number, count: number): number {
  if (step === 'first') return 0;
  if (step === 'last' || (current === -1 && step === -1)) return count - 1;
  return (current + step + count) % count;
}

/**
 * The dropdown's state (dropdown-state.ts) and the root's handlers: the arrow keys, Home and End open it on
 * the first link or move between links, Escape closes it back onto the trigger, and a pointer outside, focus
 * leaving or a followed link close it.
 */
export function useDropdownDisclosure() {
  const [state, setState] = useState<DropdownState>('closed');
  const send = (event: DropdownEvent) => setState((current) => nextDropdownState(current, event));
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const focusFirstRef = useRef(false);
  const isOpen = isDropdownOpen(state);

  useEffect(() => {
    if (!isOpen) return;
    if (focusFirstRef.current) {
      focusFirstRef.current = false;
      rootRef.current?.querySelector<HTMLAnchorElement>('a')?.focus();
    }
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node))
        setState((s) => nextDropdownState(s, 'outsidePointer'));
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [isOpen]);

  function moveFocus(step: FocusStep) {
    const items = [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    items[focusIndex(step, current, items.length)]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation(); // the mobile menu around this one stays open
      send('escape');
      triggerRef.current?.focus();
      return;
    }
    const step = FOCUS_KEYS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    if (isOpen) return moveFocus(step);
    focusFirstRef.current = true;
    send('keyboardOpen');
  }

  /** A followed link closes the menu (client navigation keeps the header mounted). */
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as Element).closest('a')) send('linkFollowed');
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) send('focusLeft');
  }

  return { isOpen, send, rootRef, triggerRef, onKeyDown, onClick, onBlur };
}
