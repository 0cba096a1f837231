export type TitledCar = { year: number | null; make: string; model: string; badge?: string | null };

/** '2022 Toyota RAV4 GX': year, make, model and badge, the badge left out when the car has none. */
export function carTitle(car: TitledCar): string {
  return [car.year, car.make, car.model, car.badge].filter((part) => part != null && part !== '').join(' ');
}
