// Only the slot component: a re-export of the calculators themselves would put their code into the page's
// first-load bundle, which the slot loads lazily (lazy-calculators.tsx).
export type { DeliveryCalculatorProps } from './delivery-calculator';
export type { FuelCalculatorProps } from './fuel-calculator';
export { VehicleCalculators, type VehicleCalculatorsCar } from './vehicle-calculators';
