import type { VehicleCardDto } from '@/domain/cards/types';
import { VehicleCard } from './vehicle-card';

type VehicleCardGridProps = { vehicles: readonly VehicleCardDto[]; noPriceText: string; testId?: string };

/** Cars as a list of vehicle cards: one column on phones, four on wide screens. */
export function VehicleCardGrid({ vehicles, noPriceText, testId }: VehicleCardGridProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid={testId}>
      {vehicles.map((vehicle) => (
        <li key={vehicle.id}>
          <VehicleCard vehicle={vehicle} noPriceText={noPriceText} />
        </li>
      ))}
    </ul>
  );
}
