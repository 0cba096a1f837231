import { describe, expect, it } from 'vitest';
import { footerWithExistingPages, headerWithExistingPages } from './content-links';
import { defaultNavigation } from '@/domain/navigation/default-navigation';
import { footerGroups } from './footer';

const has =
  (...slugs: string[]) =>
  (slug: string) =>
    slugs.includes(slug);

describe('headerWithExistingPages', () => {
  it('drops links to content pages the site lacks and keeps every other link', () => {
    const header = headerWithExistingPages(defaultNavigation([]), has('about-us', 'warranty'));
    expect(header.find((item) => item.label === 'Company')?.children).toEqual([
      { label: 'About Us', href: '/about-us' },
      { label: 'Careers', href: '/careers' },
      { label: 'Contact', href: '/contact' },
    ]);
    expect(header.find((item) => item.label === 'Service and Parts')?.children).toEqual([
      { label: 'Service', href: '/service' },
      { label: 'Warranty', href: '/pages/warranty' },
    ]);
    expect(header.map((item) => item.label)).toEqual([
      'Home',
      'Models',
      'Special Offers',
      'Service and Parts',
      'Company',
      'Finance',
    ]);
    expect(header[1]).toEqual({ label: 'Models', href: '/models', menu: 'models' });
  });

  it('keeps links to the account routes (Sign In, My Garage, the watchlist) and Compare', () => {
    const items = [
      { label: 'Sign In', href: '/sign-in' },
      {
        label: 'Tools',
        children: [
          { label: 'Compare', href: '/compare' },
          { label: 'My Garage', href: '/my-garage' },
          { label: 'Watchlist', href: '/my-garage/watchlist' },
          { label: 'Fleet', href: '/fleet' },
        ],
      },
    ];
    expect(headerWithExistingPages(items, has('fleet'))).toEqual([
      { label: 'Sign In', href: '/sign-in' },
      {
        label: 'Tools',
        children: [
          { label: 'Compare', href: '/compare' },
          { label: 'My Garage', href: '/my-garage' },
          { label: 'Watchlist', href: '/my-garage/watchlist' },
          { label: 'Fleet', href: '/fleet' },
        ],
      },
    ]);
  });

  it('drops a dropdown left empty, and a plain link to a missing page', () => {
    const items = [
      { label: 'Legal', children: [{ label: 'Terms', href: '/terms-and-conditions' }] },
      { label: 'EOFY', href: '/eofy' },
      { label: 'Fleet', href: '/fleet', children: [{ label: 'Careers', href: '/careers' }] },
    ];
    expect(headerWithExistingPages(items, has())).toEqual([
      { label: 'Fleet', children: [{ label: 'Careers', href: '/careers' }] },
    ]);
  });
});

describe('footerWithExistingPages', () => {
  it('keeps /warranty only when the warranty page exists (it redirects there, B-9)', () => {
    const servicing = (hasPage: (slug: string) => boolean) =>
      footerWithExistingPages(footerGroups([]), hasPage).find((g) => g.title === 'Servicing and Parts')
        ?.links;
    expect(servicing(has('warranty'))).toEqual([
      { label: 'Service', href: '/service' },
      { label: 'Warranty', href: '/warranty' },
    ]);
    expect(servicing(has())).toEqual([{ label: 'Service', href: '/service' }]);
  });
});
