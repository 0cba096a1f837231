import type { SearchUrlContext } from './url-types';

/** Shared by the URL tests: a site with every route enabled, one dealership and a few makes and models. */
export const ALL_ROUTES = [
  'new-used-and-demo-cars',
  'new-cars',
  'used-cars',
  'demo-cars',
  'new-and-demo-cars',
];

export const ctx: SearchUrlContext = {
  enabledRoutes: ALL_ROUTES,
  searchPath: '/search/new-used-and-demo-cars',
  dealershipSlugs: ['city-motors'],
  makes: ['Toyota', 'Land Rover', 'Mazda', 'Mercedes-Benz'],
  models: [
    'Toyota:Corolla',
    'Toyota:HiLux',
    'Mazda:CX-5',
    'Land Rover:Range Rover Sport',
    'Mercedes-Benz:C-Class',
  ],
  sortKeys: ['relevance', 'latest', 'price_desc', 'price_asc'],
};
