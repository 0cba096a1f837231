/** /cars/{slug}/buy-online: the checkout route of sites with `checkoutRouteStyle` 'buyOnline' (B-12). */
export { default, dynamic, metadata } from '../checkout/page';
