import type { SiteStock } from '../demo-sites';
import type { CarType, Range } from '../reference';

/**
 * Traits forced onto chosen vehicles so every case the product must handle exists in every data set,
 * whatever the random draw: sold yesterday and sold last week, zero prices, 0/1/3/4 images, spins…
 */
export type Scenario = {
  carType?: CarType;
  status?: 'in_stock' | 'coming_soon' | 'sold';
  soldDaysAgo?: Range;
  reserved?: boolean;
  certified?: boolean;
  tag?: string;
  createdDaysAgo?: Range;
  zeroPrice?: boolean;
  wasPrice?: boolean;
  subscription?: boolean;
  images?: number;
  spin?: boolean;
  spinInterior?: boolean;
  video?: boolean;
  externalVideo?: boolean;
  comments?: 'long' | 'empty' | 'null';
  youx?: boolean;
  autograb?: boolean;
  km?: number;
};

function scenariosFor(stock: SiteStock): Scenario[] {
  const isCaravan = stock.itemType === 'caravan';
  const list: Scenario[] = [
    { status: 'sold', soldDaysAgo: [0.2, 2.5], tag: 'SOLD' },
    { status: 'sold', soldDaysAgo: [4, 20] },
    { status: 'sold', soldDaysAgo: [1, 2.8] },
    { status: 'coming_soon' },
    { reserved: true, status: 'in_stock' },
    { tag: 'Test Drive Only', status: 'in_stock' },
    { tag: 'Low KMs', carType: 'used' },
    { createdDaysAgo: [0, 7] },
    { createdDaysAgo: [0.5, 3] },
    { createdDaysAgo: [30, 90] },
    { zeroPrice: true },
    { wasPrice: true },
    { subscription: true },
    { images: 0 },
    { images: 1 },
    { images: 3 },
    { images: 4 },
    { video: true },
    { externalVideo: true },
    { comments: 'long' },
    { comments: 'empty' },
    { comments: 'null' },
    { youx: true, carType: 'used' },
    { autograb: true, carType: 'used' },
    { carType: 'new' },
    { carType: 'demo' },
    { carType: 'used' },
  ];
  if (stock.certifiedShare > 0)
    list.push({ carType: 'used', certified: true, status: 'in_stock' }, { carType: 'used', certified: true });
  if (!isCaravan) list.push({ carType: 'used', km: 250_000 }, { carType: 'new', km: 0 });
  for (let spin = 0; spin < stock.spins; spin++)
    list.push({ spin: true, spinInterior: spin % 2 === 0, images: 12 });
  return list;
}

/** Vehicle index → forced traits, spread evenly through the stock so every page of results has some. */
export function planScenarios(stock: SiteStock, count: number): Map<number, Scenario> {
  const list = scenariosFor(stock);
  const plan = new Map<number, Scenario>();
  list.forEach((scenario, k) => {
    const index = Math.floor(((k + 0.5) * count) / list.length);
    if (index < count) plan.set(index, { ...plan.get(index), ...scenario });
  });
  return plan;
}
