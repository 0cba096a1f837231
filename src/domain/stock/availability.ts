/** The fields every availability rule reads; a SearchHit or a vehicle-page DTO passes as is. */
export type AvailabilityCar = { status: string; sold: boolean; reserved: boolean };

/** O-3: the statuses that count as in stock; any other status (sold, withdrawn, …) does not. */
export const IN_STOCK_STATUSES: readonly string[] = ['in_stock', 'coming_soon'];

/** X-11/D-50 `isInStock`: the one in-stock check. A reserved car keeps its tag but is not available. */
export function isInStock(car: AvailabilityCar): boolean {
  return IN_STOCK_STATUSES.includes(car.status) && !car.sold && !car.reserved;
}

/** C-74: status 'sold' or the sold flag (one definition, shared with the engines' sold retention). */
export function isSold(car: Pick<AvailabilityCar, 'sold' | 'status'>): boolean {
  return car.sold || car.status === 'sold';
}

/** D-55 `isCheckoutEnabled`: a price strictly above `vehicle.checkoutMinPrice` (200) and in stock. */
export function isCheckoutEnabled(
  car: AvailabilityCar & { price: number },
  config: { checkoutMinPrice: number },
): boolean {
  return car.price > config.checkoutMinPrice && isInStock(car);
}
