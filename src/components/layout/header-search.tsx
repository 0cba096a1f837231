'use client';

import { Search, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Container } from '@/components/ui/container';
import { InstantSearch } from '@/components/search/instant-search';

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
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex size-11 items-center justify-center rounded-md hover:bg-header-foreground/10"
      >
        {isOpen ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Search aria-hidden="true" className="size-6" />
        )}
        <span className="sr-only">{isOpen ? 'Close search' : 'Search cars'}</span>
      </button>
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
