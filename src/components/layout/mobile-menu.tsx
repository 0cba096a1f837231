'use client';

import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { PanelToggleButton } from './panel-toggle-button';

/** The whole navigation as a panel on small screens: a menu button toggles it; Escape or following a link closes it. */
export function MobileMenu({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen]);

  function closeOnLink(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest('a')) setIsOpen(false);
  }

  return (
    <div className="xl:hidden">
      <PanelToggleButton
        buttonRef={buttonRef}
        isOpen={isOpen}
        panelId={panelId}
        onToggle={() => setIsOpen((open) => !open)}
        icon="menu"
        openLabel="Open menu"
        closeLabel="Close menu"
      />
      <div
        id={panelId}
        hidden={!isOpen}
        onClick={closeOnLink}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-header-foreground/10 bg-header px-4 pt-2 pb-6 text-header-foreground shadow-lg"
      >
        {children}
      </div>
    </div>
  );
}
