/** L-9: the warranty texts of `group.warrantyByBrand` (option 142); the spec gives the terms, not the words. */
export type WarrantyTerms = {
  years: number;
  unlimitedKm: boolean;
  roadsideYears: number | null;
  /** The dealer's own wording, used as written when set. */
  text: string | null;
};

/** The key of the standard used-car warranty in `warrantyByBrand`. */
export const USED_WARRANTY_KEY = 'used';

export type WarrantyLine = { key: string; heading: string; text: string };

/** '7-year unlimited km warranty with 5-year roadside assist'; the dealer's text when it has one. */
export function warrantyText(terms: WarrantyTerms): string {
  if (terms.text) return terms.text;
  const km = terms.unlimitedKm ? ' unlimited km' : '';
  const roadside = terms.roadsideYears ? ` with ${terms.roadsideYears}-year roadside assist` : '';
  return `${terms.years}-year${km} warranty${roadside}`;
}

/**
 * The warranty lines a group site shows: the used-car standard first ('Used cars'), then each brand by
 * name, so the block reads the same whatever order the config lists them in.
 */
export function warrantyLines(byBrand: Readonly<Record<string, WarrantyTerms>>): WarrantyLine[] {
  const used = byBrand[USED_WARRANTY_KEY];
  const brands = Object.keys(byBrand)
    .filter((key) => key !== USED_WARRANTY_KEY)
    .sort((a, b) => a.localeCompare(b));
  return [
    ...(used
      ? [{ key: USED_WARRANTY_KEY, heading: 'Used cars', text: `${warrantyText(used)} as standard` }]
      : []),
    ...brands.map((brand) => ({ key: brand, heading: `New ${brand}`, text: warrantyText(byBrand[brand]!) })),
  ];
}
