const integer = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** C-62 `formatViews`: '1 view', '12 views', '1,234 views' (search cards and the vehicle sidebar). */
export function formatViews(views: number): string {
  return views === 1 ? '1 view' : `${integer.format(views)} views`;
}

/** A result card's view count, when the site shows it and the car has the site's minimum (decision 055). */
export function cardViewsText(views: number, cards: { showViewCount: boolean; viewCountMinimum: number }) {
  return cards.showViewCount && views >= Math.max(1, cards.viewCountMinimum) ? formatViews(views) : null;
}
