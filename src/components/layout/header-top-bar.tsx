import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { CallLink } from './call-link';
import type { HeaderLocations, HeaderPhone } from '@/domain/locations/header';
import { HeaderLocationsMenu } from './header-locations-menu';

type HeaderTopBarProps = { locations: HeaderLocations | null; phone: HeaderPhone | null };

/**
 * A thin bar above the main header row: the locations dropdown or the /dealerships link (J-21) and the
 * main phone number (J-23). Kept out of the main row, which the full navigation already fills at xl.
 */
export function HeaderTopBar({ locations, phone }: HeaderTopBarProps) {
  if (!locations && !phone) return null;
  return (
    <div className="border-b border-header-foreground/10 text-sm">
      <div className="mx-auto flex min-h-10 w-full max-w-[96rem] items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        {locations?.mode === 'list' ? <HeaderLocationsMenu items={locations.items} /> : null}
        {locations?.mode === 'link' ? (
          <Link
            href={locations.href}
            className="flex min-h-9 items-center gap-1 rounded-md px-2 font-semibold hover:bg-header-foreground/10"
          >
            <Icon name="map-pin" className="size-4" />
            Our Locations
          </Link>
        ) : null}
        {phone ? (
          <CallLink
            telHref={phone.telHref}
            name={phone.locationName}
            number={phone.number}
            className="ml-auto flex min-h-9 items-center gap-1.5 rounded-md px-2 font-semibold hover:bg-header-foreground/10"
            iconClassName="size-4"
          />
        ) : null}
      </div>
    </div>
  );
}
