export { DeliveryCalculator, type DeliveryCalculatorProps } from './delivery-calculator';
export { FuelCalculator, type FuelCalculatorProps } from './fuel-calculator';
export { VehicleCalculators, type VehicleCalculatorsCar } from './vehicle-calculators';
