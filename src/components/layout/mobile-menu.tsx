'use client';

import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import type { ModelsMenuDto } from '@/domain/catalogue/models-menu';
import type { NavItem } from '@/domain/navigation/types';
import { useHydrated } from '@/components/ui/use-hydrated';
import { NavList } from './nav-list';
import { PanelToggleButton } from './panel-toggle-button';

type MobileMenuProps = { navigation: NavItem[]; modelsMenu: ModelsMenuDto | null; bookServiceHref: string };

function MobilePanelContent({ navigation, modelsMenu, bookServiceHref }: MobileMenuProps) {
  return (
    <>
      <nav aria-label="Main">
        <NavList items={navigation} modelsMenu={modelsMenu} variant="panel" />
      </nav>
      <ButtonLink href={bookServiceHref} className="mt-4 w-full">
        <Icon name="wrench" className="size-4" />
        Book a Service
      </ButtonLink>
    </>
  );
}

/**
 * The whole navigation as a panel on small screens: a menu button toggles it; Escape or following a link closes it.
 * The panel is drawn here from the navigation's data, and only while it is open: drawn by the server it would
 * repeat the desktop bar's links twice more in every page (HTML and its server-component payload;
 * decision 041: HTML ≤ 150 KB), and the button needs the script to open it anyway.
 */
export function MobileMenu(props: MobileMenuProps) {
  const hydrated = useHydrated();
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

  // Without a script the button cannot open the panel: the menu links to the footer's links (decision 055).
  if (!hydrated)
    return (
      <div className="xl:hidden">
        <a
          href="#site-footer"
          className="flex size-11 items-center justify-center rounded-md hover:bg-header-foreground/10"
        >
          <Icon name="menu" className="size-6" />
          <span className="sr-only">Menu</span>
        </a>
      </div>
    );
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
        {isOpen ? <MobilePanelContent {...props} /> : null}
      </div>
    </div>
  );
}
