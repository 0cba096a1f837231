'use client';

import { useId, useState } from 'react';
import {
  DEFAULT_DISTANCE_INPUT,
  DEFAULT_FUEL_PRICE_INPUT,
  consumptionOrDefault,
  fuelCostText,
  isElectric,
} from '@/domain/calculators/fuel';
import { CalculatorField } from './calculator-field';
import { CARD_CLASS, HEADING_CLASS } from '@/components/ui/calculator-styles';

/** The car's fields the fuel calculator reads (vehicles.fuel, vehicles.simple_fuel, variant fuelconsumptioncombined). */
export type FuelCalculatorProps = {
  fuel: string | null;
  simpleFuel: string | null;
  /** vehicle_variant_specs.fuelconsumptioncombined (L/100km); null = 10 L/100km (G-4). */
  fuelConsumptionCombined: number | null;
};

const numberFormat = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });

/**
 * G-1..G-7: Fuel Price and Distance/Week (starting at '1.70' and '250 kms'), the cost per week updated as
 * the buyer types and announced politely. Renders nothing for electric cars (G-5).
 */
export function FuelCalculator({ fuel, simpleFuel, fuelConsumptionCombined }: FuelCalculatorProps) {
  const id = useId();
  const [fuelPrice, setFuelPrice] = useState(DEFAULT_FUEL_PRICE_INPUT);
  const [distance, setDistance] = useState(DEFAULT_DISTANCE_INPUT);
  if (isElectric({ fuel, simpleFuel })) return null;
  const consumption = consumptionOrDefault(fuelConsumptionCombined);
  return (
    <section aria-labelledby={`${id}-heading`} data-testid="fuel-calculator" className={CARD_CLASS}>
      <h2 id={`${id}-heading`} className={HEADING_CLASS}>
        Fuel Calculator
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <CalculatorField
          id={`${id}-price`}
          label="Fuel Price"
          name="fuel_price"
          inputMode="decimal"
          value={fuelPrice}
          onChange={(event) => setFuelPrice(event.target.value)}
        />
        <CalculatorField
          id={`${id}-distance`}
          label="Distance/Week"
          name="distance_per_week"
          inputMode="decimal"
          value={distance}
          onChange={(event) => setDistance(event.target.value)}
        />
      </div>
      <p className="text-sm">
        Estimated fuel cost:{' '}
        <output
          htmlFor={`${id}-price ${id}-distance`}
          aria-live="polite"
          data-testid="fuel-cost"
          className="text-lg font-bold"
        >
          {fuelCostText(fuelPrice, distance, fuelConsumptionCombined)}
        </output>
      </p>
      <p className="text-sm text-muted" data-testid="fuel-consumption">
        Based on {numberFormat.format(consumption)} L/100km.
      </p>
    </section>
  );
}
