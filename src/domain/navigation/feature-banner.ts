/** One of the feature banner's three tiles (D-40, X-22: the same copy wherever the banner shows). */
export type FeatureBannerItem = {
  key: 'offers' | 'service' | 'sell';
  title: string;
  text: string;
  href: string;
};

/**
 * D-40: latest offers (/special-offers), book your service online ('Save time & book online', the B-19 link)
 * and sell your car (/trade-in, the instant offer of decision 044).
 */
export function featureBannerItems(bookServiceHref: string): FeatureBannerItem[] {
  return [
    {
      key: 'offers',
      title: 'Latest Offers',
      text: 'See the latest deals from our dealership.',
      href: '/special-offers',
    },
    {
      key: 'service',
      title: 'Book Your Service Online',
      text: 'Save time & book online',
      href: bookServiceHref,
    },
    { key: 'sell', title: 'Sell Your Car', text: 'Get an instant offer for your car.', href: '/trade-in' },
  ];
}
