'use client';

import { Icon } from '@/components/ui/icon';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { isDropdownOpen, nextDropdownState, type DropdownEvent, type DropdownState } from './dropdown-state';

export type DropdownVariant = 'bar' | 'panel';

type DropdownDisclosureProps = {
  label: string;
  /** 'bar': desktop, opens on hover too; 'panel': inside the mobile menu, expands in place. */
  variant: DropdownVariant;
  /** The links it opens: focus moves between them with the arrow keys, Home and End. */
  children: ReactNode;
  /**
   * When given, `children` are drawn only while open and the closed panel keeps just this in the page's HTML:
   * a large menu's plain way on (decision 041), so crawlers and the crawl test still find the page it leads to.
   */
  closedContent?: ReactNode;
};

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
 * B-4 header dropdown (state rules in dropdown-state.ts): a disclosure button controlling a panel of links,
 * whatever their layout (a list, or the models menu's tiles).
 */
export function DropdownDisclosure({ label, variant, children, closedContent }: DropdownDisclosureProps) {
  const [state, setState] = useState<DropdownState>('closed');
  const send = (event: DropdownEvent) => setState((current) => nextDropdownState(current, event));
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const focusFirstRef = useRef(false);
  const menuId = useId();
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

  const hoverHandlers =
    variant === 'bar'
      ? {
          onMouseEnter: () => send('pointerEnter'),
          onMouseLeave: () => send('pointerLeave'),
        }
      : {};

  return (
    <div
      ref={rootRef}
      className={variant === 'bar' ? 'relative' : ''}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) send('focusLeft');
      }}
      {...hoverHandlers}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => send('click')}
        className={`nav-trigger ${variant === 'panel' ? 'px-3 text-base' : 'px-2.5'}`}
      >
        {label}
        <Icon name="chevron-down" className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={menuId}
        hidden={!isOpen}
        className={variant === 'bar' ? 'absolute top-full left-0 z-50 pt-1' : 'pl-3'}
      >
        {isOpen || closedContent === undefined ? children : closedContent}
      </div>
    </div>
  );
}
