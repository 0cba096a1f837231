/** /cars/{slug}/buy-online: the checkout route of sites with `checkoutRouteStyle` 'buyOnline' (B-12). */
export { default, metadata } from '../checkout/page';

// Route segment config must be written in the file itself: Next reads it statically.
export const dynamic = 'force-dynamic';
