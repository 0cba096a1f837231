import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { formatPriceOrText } from '@/domain/format/money';
import { formatKm } from '@/domain/format/number';
import type { VehicleCardDto } from '@/domain/cards/types';
import { PlainImage } from '@/components/ui/plain-image';
import { ImagePlaceholder } from '@/components/ui/image-placeholder';

export function VehicleCard({ vehicle, noPriceText }: { vehicle: VehicleCardDto; noPriceText: string }) {
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
        />
      ) : (
        <ImagePlaceholder icon="car" label="Photo coming soon" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold group-hover:underline">{vehicle.title}</h3>
        <p className="text-xl font-bold text-primary">{formatPriceOrText(vehicle.price, noPriceText)}</p>
        <ul className="mt-auto space-y-1 text-sm text-muted">
          <li className="flex items-center gap-2">
            <Icon name="gauge" className="size-4" />
            {formatKm(vehicle.km)}
          </li>
          <li className="flex items-center gap-2">
            <Icon name="map-pin" className="size-4" />
            {vehicle.locationName}
          </li>
        </ul>
      </div>
    </Link>
  );
}
