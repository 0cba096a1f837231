import { Icon } from '@/components/ui/icon';
import { SectionFrame } from '@/components/vehicle/sections/section-frame';
import type { VehicleMapView } from '@/domain/vehicle/contact/view';
import { DirectionsLink } from '@/components/ui/directions-link';

/**
 * D-93: the car's yard (id 'vehicle-map'): name, address and a Google Maps directions link. No embedded
 * map (pages load nothing from other sites); `null` (hidden) is decided by `vehicleContactView`.
 */
export function VehicleLocationSection({ map }: { map: VehicleMapView | null }) {
  if (!map) return null;
  return (
    <SectionFrame id="vehicle-map" title="Location">
      <div className="flex items-start gap-2">
        <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <p data-testid="vehicle-map-name" className="font-semibold">
            {map.name}
          </p>
          {map.address ? <p data-testid="vehicle-map-address">{map.address}</p> : null}
          {map.directionsHref ? <DirectionsLink href={map.directionsHref} /> : null}
        </div>
      </div>
    </SectionFrame>
  );
}
