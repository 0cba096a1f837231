import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { formatPriceOrText } from '@/domain/format/money';
import { formatKm } from '@/domain/format/number';
import type { VehicleCardDto } from '@/domain/cards/types';
import { PlainImage, PRIORITY_IMAGE } from '@/components/ui/plain-image';
import { ImagePlaceholder } from '@/components/ui/image-placeholder';

type VehicleCardProps = {
  vehicle: VehicleCardDto;
  noPriceText: string;
  /** The first card of the page's first grid: its photo is the largest paint on a phone (eager, high priority). */
  priority?: boolean;
};

export function VehicleCard({ vehicle, noPriceText, priority = false }: VehicleCardProps) {
  return (
    <Link
      href={`/cars/${encodeURIComponent(vehicle.slug)}`}
      className="card group overflow-hidden transition hover:shadow-md"
    >
      {vehicle.image ? (
        <PlainImage
          src={vehicle.image.url}
          alt={vehicle.title}
          width={vehicle.image.width}
          height={vehicle.image.height}
          className="aspect-4/3 w-full object-cover"
          {...(priority ? PRIORITY_IMAGE : {})}
        />
      ) : (
        <ImagePlaceholder icon="car" label="Photo coming soon" />
      )}
      <div className="card-body">
        <h3 className="font-semibold group-hover:underline">{vehicle.title}</h3>
        <p className="text-xl font-bold text-primary">{formatPriceOrText(vehicle.price, noPriceText)}</p>
        <ul className="card-facts">
          {vehicle.km === null ? null : (
            <li>
              <Icon name="gauge" />
              {formatKm(vehicle.km)}
            </li>
          )}
          <li>
            <Icon name="map-pin" />
            {vehicle.locationName}
          </li>
        </ul>
      </div>
    </Link>
  );
}
