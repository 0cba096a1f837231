/** J-15: by name (the query's order) unless the site configures an order; unlisted locations follow by name. */
export function orderLocations<T extends { slug: string }>(
  locations: readonly T[],
  order: readonly string[] | null,
): T[] {
  if (!order) return [...locations];
  const rank = (slug: string) => {
    const index = order.indexOf(slug);
    return index === -1 ? order.length : index;
  };
  return [...locations].sort((a, b) => rank(a.slug) - rank(b.slug));
}
