'use client';

import { Icon } from '@/components/ui/icon';
import { useId, type ReactNode } from 'react';
import { useDropdownDisclosure } from './use-dropdown-disclosure';

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

/**
 * B-4 header dropdown (state rules in dropdown-state.ts): a disclosure button controlling a panel of links,
 * whatever their layout (a list, or the models menu's tiles).
 */
export function DropdownDisclosure({ label, variant, children, closedContent }: DropdownDisclosureProps) {
  const { isOpen, send, rootRef, triggerRef, onKeyDown, onClick, onBlur } = useDropdownDisclosure();
  const menuId = useId();

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
      onBlur={onBlur}
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
