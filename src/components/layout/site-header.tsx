import { Wrench } from 'lucide-react';
import type { NavItem } from '@/domain/navigation/types';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { MobileMenu } from './mobile-menu';
import { NavList } from './nav-list';
import { SiteLogo } from './site-logo';

export type SiteHeaderProps = {
  siteName: string;
  logoUrl: string | null;
  navigation: NavItem[];
  /** B-19 */
  bookServiceHref: string;
  isSticky: boolean;
};

export function SiteHeader({ siteName, logoUrl, navigation, bookServiceHref, isSticky }: SiteHeaderProps) {
  return (
    <header
      className={`z-40 border-b border-header-foreground/10 bg-header text-header-foreground ${isSticky ? 'sticky top-0' : 'relative'}`}
    >
      <Container className="flex h-16 items-center justify-between gap-4">
        <SiteLogo siteName={siteName} logoUrl={logoUrl} />
        <nav aria-label="Main" className="hidden lg:block">
          <NavList items={navigation} variant="bar" />
        </nav>
        {/* A wrapper, not a class on the button: its own inline-flex would beat `hidden` in the cascade. */}
        <div className="hidden shrink-0 xl:block">
          <ButtonLink href={bookServiceHref}>
            <Wrench aria-hidden="true" className="size-4" />
            Book a Service
          </ButtonLink>
        </div>
        <MobileMenu>
          <nav aria-label="Main">
            <NavList items={navigation} variant="panel" />
          </nav>
          <ButtonLink href={bookServiceHref} className="mt-4 w-full">
            <Wrench aria-hidden="true" className="size-4" />
            Book a Service
          </ButtonLink>
        </MobileMenu>
      </Container>
    </header>
  );
}
