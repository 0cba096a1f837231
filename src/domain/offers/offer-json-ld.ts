import { absoluteUrl, scriptJson } from '@/domain/navigation/json-ld';

export type OfferJsonLdInput = {
  name: string;
  description: string;
  /** The offer page's path. */
  path: string;
  imageUrl: string | null;
  category: string | null;
  /** ISO date or null (no expiry). */
  expiry: string | null;
  sellerName: string;
};

/** schema.org `Offer` of an offer page, as script text ('<' escaped); URLs absolute on `origin`. */
export function offerJsonLd(input: OfferJsonLdInput, origin: string): string {
  return scriptJson({
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    url: absoluteUrl(origin, input.path),
    ...(input.imageUrl ? { image: absoluteUrl(origin, input.imageUrl) } : {}),
    ...(input.category ? { category: input.category } : {}),
    ...(input.expiry ? { validThrough: input.expiry } : {}),
    seller: { '@type': 'AutoDealer', name: input.sellerName, url: absoluteUrl(origin, '/') },
  });
}

/** The page's meta description: the offer's text, cut at a word boundary near 160 characters. */
export function offerMetaDescription(text: string, limit = 160): string {
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  const cut = characters.slice(0, limit - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord || cut).trimEnd()}…`;
}
