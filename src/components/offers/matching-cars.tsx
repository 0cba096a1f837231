import type { VehicleCardDto } from '@/domain/cards/types';
import { VehicleCard } from '@/components/cards/vehicle-card';
import { Section } from '@/components/ui/section';

type MatchingCarsProps = { vehicles: VehicleCardDto[]; noPriceText: string };

/** Cars in stock of the offer's make and model; nothing when there are none. */
export function MatchingCars({ vehicles, noPriceText }: MatchingCarsProps) {
  if (vehicles.length === 0) return null;
  return (
    <Section id="offer-cars" title="Matching cars in stock">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {vehicles.map((vehicle) => (
          <li key={vehicle.id}>
            <VehicleCard vehicle={vehicle} noPriceText={noPriceText} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
