/**
 * Every page has a meta description. Pages that know more (a car, an offer, a model, a location)
 * write their own; every other page of a site gets this one, from the site's name and what it sells.
 */
export function siteMetaDescription(siteName: string, vehicleNounPlural: string): string {
  const noun = vehicleNounPlural.toLowerCase();
  return `${siteName}: new, used and demo ${noun} for sale, special offers, servicing and test drives. Search our stock online or visit us.`;
}
