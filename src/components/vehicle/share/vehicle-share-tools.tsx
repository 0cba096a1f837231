import type { ShareBarView } from '@/domain/vehicle/share';
import { PrintButton } from './print-button';
import { ShareBar } from './share-bar';

type VehicleShareToolsProps = {
  /** `shareBarView(data)`: null without a site URL, when no share bar renders (D-85). */
  share: ShareBarView | null;
  car: { id: number; slug: string; carType: string };
};

/** Below the sidebar: the share bar (D-81..D-88) and Print (D-89..D-92). */
export function VehicleShareTools({ share, car }: VehicleShareToolsProps) {
  return (
    <div
      data-testid="vehicle-share-tools"
      className="mt-4 flex flex-col gap-3 rounded-lg border border-foreground/10 p-4"
    >
      {share ? <ShareBar {...share} /> : null}
      <div>
        <PrintButton slug={car.slug} carId={car.id} carType={car.carType} />
      </div>
    </div>
  );
}
