import type { VehicleCardDto } from '@/domain/cards/types';
import { VehicleCardGrid } from '@/components/cards/vehicle-card-grid';
import { Section } from '@/components/ui/section';

type MatchingCarsProps = { vehicles: VehicleCardDto[]; noPriceText: string };

/** Cars in stock of the offer's make and model; nothing when there are none. */
export function MatchingCars({ vehicles, noPriceText }: MatchingCarsProps) {
  if (vehicles.length === 0) return null;
  return (
    <Section id="offer-cars" title="Matching cars in stock">
      <VehicleCardGrid vehicles={vehicles} noPriceText={noPriceText} />
    </Section>
  );
}
