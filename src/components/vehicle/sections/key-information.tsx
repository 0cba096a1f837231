import { KEY_INFORMATION_VISIBLE } from '@/domain/vehicle/specs/limits';
import { keyInformationRows } from '@/domain/vehicle/specs/rows';
import type { VehicleKind } from '@/domain/stock/vehicle-kind';
import type { SpecsCar } from '@/domain/vehicle/specs/types';
import { KeyInformationList } from './key-information-list';
import { SectionFrame } from './section-frame';

export type KeyInformationProps = {
  /** The vehicles row's spec columns and its vehicle_variant_specs row (see SpecsCar). */
  car: SpecsCar;
  /** The car's kind: a caravan's own specs lead and it shows no kilometres (decision 057). */
  kind: VehicleKind;
};

/** D-28: Key information, the first 4 facts then 'Show More' / 'Show Less'; absent when nothing is known. */
export function KeyInformation({ car, kind }: KeyInformationProps) {
  const rows = keyInformationRows(car, kind);
  if (rows.length === 0) return null;
  return (
    <SectionFrame id="key-information" title="Key Information">
      <KeyInformationList id="key-information-list" rows={rows} visibleCount={KEY_INFORMATION_VISIBLE} />
    </SectionFrame>
  );
}
