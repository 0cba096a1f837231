import type { VehicleCardDto } from '@/domain/cards/types';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/components/ui/section';
import { VehicleCardGrid } from '@/components/cards/vehicle-card-grid';

type LatestStockSectionProps = { vehicles: VehicleCardDto[]; noPriceText: string; searchPath: string };

export function LatestStockSection({ vehicles, noPriceText, searchPath }: LatestStockSectionProps) {
  return (
    <Section
      id="latest-stock"
      title="Latest stock"
      action={vehicles.length > 0 ? { label: 'View all stock', href: searchPath } : undefined}
    >
      {vehicles.length === 0 ? (
        <EmptyState message="No vehicles in stock right now." />
      ) : (
        <VehicleCardGrid vehicles={vehicles} noPriceText={noPriceText} priorityFirst />
      )}
    </Section>
  );
}
