import { Icon } from '@/components/ui/icon';
import type { SiteHeaderDto } from '@/domain/site-chrome/site-chrome';
import { ButtonLink } from '@/components/ui/button-link';
import { HeaderCompareLink } from './header-compare-link';
import { HeaderGarageLink } from './header-garage-link';
import { HeaderSearch } from './header-search';
import { HeaderTopBar } from './header-top-bar';
import { MobileMenu } from './mobile-menu';
import { NavList } from './nav-list';
import { SiteLogo } from './site-logo';

export type SiteHeaderProps = SiteHeaderDto;

export function SiteHeader(props: SiteHeaderProps) {
  const {
    siteName,
    logoUrl,
    navigation,
    modelsMenu,
    bookServiceHref,
    isSticky,
    searchPath,
    locations,
    phone,
    favourites,
    garageHref,
  } = props;
  return (
    <header
      className={`z-40 border-b border-header-foreground/10 bg-header text-header-foreground ${isSticky ? 'sticky top-0' : 'relative'}`}
    >
      <HeaderTopBar locations={locations} phone={phone} />
      {/*
        Wider than the page's container: logo, the full navigation, 'Book a Service' and the search button need
        about 1,260 px for the longer demo sites. Below 1,440 px the button shows its icon only (named for
        assistive tech); below xl the navigation and button move into the menu panel.
      */}
      <div className="mx-auto flex h-16 w-full max-w-[96rem] items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <SiteLogo siteName={siteName} logoUrl={logoUrl} />
        <nav aria-label="Main" className="hidden xl:block">
          <NavList items={navigation} modelsMenu={modelsMenu} variant="bar" />
        </nav>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          {/* A wrapper, not a class on the button: its own inline-flex would beat `hidden` in the cascade. */}
          <div className="hidden xl:block">
            <ButtonLink href={bookServiceHref} className="max-[1439px]:px-3">
              <Icon name="wrench" className="size-4" />
              <span className="max-[1439px]:sr-only">Book a Service</span>
            </ButtonLink>
          </div>
          {favourites ? <HeaderCompareLink favourites={favourites} /> : null}
          <HeaderGarageLink href={garageHref} favourites={favourites} />
          <HeaderSearch searchPath={searchPath} />
          <MobileMenu navigation={navigation} modelsMenu={modelsMenu} bookServiceHref={bookServiceHref} />
        </div>
      </div>
    </header>
  );
}
