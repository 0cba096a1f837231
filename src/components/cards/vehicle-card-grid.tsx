import type { VehicleCardDto } from '@/domain/cards/types';
import { VehicleCard } from './vehicle-card';

type VehicleCardGridProps = {
  vehicles: readonly VehicleCardDto[];
  noPriceText: string;
  testId?: string;
  /** The page's first grid near the top: its first photo loads at once (see VehicleCard). */
  priorityFirst?: boolean;
};

/** Cars as a list of vehicle cards: one column on phones, four on wide screens. */
export function VehicleCardGrid({
  vehicles,
  noPriceText,
  testId,
  priorityFirst = false,
}: VehicleCardGridProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid={testId}>
      {vehicles.map((vehicle, index) => (
        <li key={vehicle.id}>
          <VehicleCard vehicle={vehicle} noPriceText={noPriceText} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
