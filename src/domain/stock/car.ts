/**
 * The fields every read of a car names it by: the search hit, the vehicle page and the lead forms each add
 * their own on top, so a field is spelled (and typed) once.
 */
export type CarIdentity = {
  id: number;
  slug: string;
  stocknum: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
};

/** How a car is listed: price, status and kind, as the cards and the vehicle page show them. */
export type CarListing = CarIdentity & {
  colour: string | null;
  price: number;
  beforePrice: number | null;
  subscriptionPrice: number | null;
  priceType: string | null;
  preorder: boolean;
  status: string;
  carType: string;
  itemType: string;
  tag: string | null;
  reserved: boolean;
  sold: boolean;
  certified: boolean;
  km: number;
};
