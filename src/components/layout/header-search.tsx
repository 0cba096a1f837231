'use client';

import { useId, useRef, useState } from 'react';
import { Container } from '@/components/ui/container';
import { InstantSearch } from '@/components/search/instant-search';
import { PanelToggleButton } from './panel-toggle-button';

/**
 * A search button in the header that opens the instant search box in a panel under it, on every screen size,
 * so the header keeps its logo, navigation and one call to action. Escape (with the list closed) or leaving
 * for a result closes the panel and returns focus to the button.
 */
export function HeaderSearch({ searchPath }: { searchPath: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  return (
    <div>
      <PanelToggleButton
        buttonRef={buttonRef}
        isOpen={isOpen}
        panelId={panelId}
        onToggle={() => setIsOpen((open) => !open)}
        icon="search"
        openLabel="Search cars"
        closeLabel="Close search"
      />
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute inset-x-0 top-full border-t border-header-foreground/10 bg-header py-3 shadow-lg"
      >
        {/* Mounted only while open: autoFocus then puts the caret in the box each time it opens. */}
        {isOpen ? (
          <Container>
            <InstantSearch
              searchPath={searchPath}
              autoFocus
              onEscape={() => close(true)}
              onNavigate={() => close(false)}
            />
          </Container>
        ) : null}
      </div>
    </div>
  );
}
