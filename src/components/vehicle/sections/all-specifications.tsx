import { ALL_SPECIFICATIONS_VISIBLE } from '@/domain/vehicle/specs/limits';
import { specRows } from '@/domain/vehicle/specs/rows';
import type { VehicleKind } from '@/domain/stock/vehicle-kind';
import type { SpecsCar } from '@/domain/vehicle/specs/types';
import { SectionFrame } from './section-frame';
import { SpecGroupsList } from './spec-groups-list';

export type AllSpecificationsProps = {
  /** The vehicles row's spec columns and its vehicle_variant_specs row (see SpecsCar). */
  car: SpecsCar;
  /** The car's kind: a caravan's own specs lead and it shows no kilometres (decision 057). */
  kind: VehicleKind;
};

/**
 * D-29..D-37: the Featured, (caravan,) Specifications and Summary lists; 4 rows until 'Show All' / 'Hide'.
 * Absent when no row has a value.
 */
export function AllSpecifications({ car, kind }: AllSpecificationsProps) {
  const groups = specRows(car, kind);
  if (groups.length === 0) return null;
  return (
    <SectionFrame id="all-specifications" title="All Specifications">
      <SpecGroupsList
        id="all-specifications-lists"
        groups={groups}
        visibleCount={ALL_SPECIFICATIONS_VISIBLE}
      />
    </SectionFrame>
  );
}
