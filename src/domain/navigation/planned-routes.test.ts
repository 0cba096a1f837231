import { describe, expect, it } from 'vitest';
import { isPlannedRoute, withoutPlannedRoutes } from './planned-routes';

// A route a later issue might name before building it; the platform itself has none left (issue 16).
const PLANNED = [/^\/console(?:\/|$)/];

describe('isPlannedRoute', () => {
  it.each(['/console', '/console/leads?page=2', '/console#x'])('%s is not built yet', (href) => {
    expect(isPlannedRoute(href, PLANNED)).toBe(true);
  });

  it('knows no planned route of the platform now', () => {
    expect(isPlannedRoute('/console')).toBe(false);
  });

  it.each([
    '/finance',
    '/finance-enquiry?car_id=1',
    '/apply-for-finance?car_id=1#finance-form',
    '/personalised/finance?car_id=1',
    '/finance-and-insurance',
    '/cars/trade-in?car_id=12',
    '/trade-in',
    '/trade-in#trade-in-faq',
    '/financing',
    '/cars/2024-toyota-hilux-sr-ab12',
    '/cars/checkout-special',
    '/cars/2024-toyota-hilux-sr-ab12/checkout',
    '/cars/2024-toyota-hilux-sr-ab12/buy-online',
    '/checkout-journey?car_id=2024-toyota-hilux-sr-ab12',
    '/search/used-cars',
    '/compare',
    '/sign-in?type=watchlist&redirect=%2F&back=%2F',
    '/my-garage',
    '/my-garage/watchlist',
    '/consoles',
    '/compare?cars=a-car,b-car',
    'https://example.test/finance',
    '//example.test/finance',
    'tel:0712345678',
    '#finance',
  ])('%s is not a planned route', (href) => {
    expect(isPlannedRoute(href, PLANNED)).toBe(false);
  });
});

describe('withoutPlannedRoutes', () => {
  it('keeps the items that link to existing routes, in order', () => {
    const links = [{ href: '/service' }, { href: '/console' }, { href: '/fleet' }, { href: '/my-garage' }];
    expect(withoutPlannedRoutes(links, (link) => link.href, PLANNED)).toEqual([
      { href: '/service' },
      { href: '/fleet' },
      { href: '/my-garage' },
    ]);
  });
});
