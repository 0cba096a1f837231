import { isElectric } from '@/domain/calculators/fuel';
import { LazyDeliveryCalculator, LazyFuelCalculator } from './lazy-calculators';

/** The car's fields both calculators need, from the vehicle page's loader. */
export type VehicleCalculatorsCar = {
  /** vehicles.id */
  id: number;
  /** vehicles.fuel */
  fuel: string | null;
  /** vehicles.simple_fuel */
  simpleFuel: string | null;
  /** vehicle_variant_specs.fuelconsumptioncombined (L/100km), null when the car has no variant row or figure. */
  fuelConsumptionCombined: number | null;
  /** Whether it burns fuel of its own: a towed caravan does not (decision 057). */
  hasEngine: boolean;
};

/**
 * D-27's "fuel and delivery calculators" slot: side by side from the md breakpoint, stacked on phones.
 * The fuel card is absent for electric cars (G-5) and towed caravans, and the delivery card then takes the
 * full width.
 */
export function VehicleCalculators({ car }: { car: VehicleCalculatorsCar }) {
  const showFuel = car.hasEngine && !isElectric(car);
  return (
    <div
      id="vehicle-calculators"
      data-testid="vehicle-calculators"
      className={`grid gap-6 ${showFuel ? 'md:grid-cols-2' : ''}`}
    >
      {showFuel ? (
        <LazyFuelCalculator
          fuel={car.fuel}
          simpleFuel={car.simpleFuel}
          fuelConsumptionCombined={car.fuelConsumptionCombined}
        />
      ) : null}
      <LazyDeliveryCalculator carId={car.id} />
    </div>
  );
}
