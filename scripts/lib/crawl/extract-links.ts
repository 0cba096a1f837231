import { Parser } from 'htmlparser2';

/** What a reference is for: a page to open (and crawl further) or a file the page loads. */
export type LinkKind = 'page' | 'asset';

export type ExtractedLink = { url: string; kind: LinkKind; tag: string };

/** Attributes that hold one URL, by tag. `a` and GET forms lead to pages; the rest load files. */
const SINGLE_URL_ATTRIBUTES: Record<string, { attribute: string; kind: LinkKind }[]> = {
  a: [{ attribute: 'href', kind: 'page' }],
  area: [{ attribute: 'href', kind: 'page' }],
  img: [{ attribute: 'src', kind: 'asset' }],
  script: [{ attribute: 'src', kind: 'asset' }],
  video: [
    { attribute: 'src', kind: 'asset' },
    { attribute: 'poster', kind: 'asset' },
  ],
  audio: [{ attribute: 'src', kind: 'asset' }],
  source: [{ attribute: 'src', kind: 'asset' }],
  track: [{ attribute: 'src', kind: 'asset' }],
  iframe: [{ attribute: 'src', kind: 'page' }],
};

/** `<link rel>` values whose href the browser fetches or a crawler follows. */
const FETCHED_LINK_RELS = new Set([
  'stylesheet',
  'icon',
  'apple-touch-icon',
  'manifest',
  'preload',
  'modulepreload',
  'canonical',
]);

/** `<meta>` whose content is a URL shared with other sites (link previews). */
const URL_META_PROPERTIES = new Set(['og:image', 'og:url', 'twitter:image', 'og:video']);

/** The URLs of a `srcset`: each candidate is "url [descriptor]", separated by commas. */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '');
}

function linkTagUrls(attributes: Record<string, string>): ExtractedLink[] {
  const rels = (attributes.rel ?? '').toLowerCase().split(/\s+/);
  const href = attributes.href;
  const found: ExtractedLink[] = [];
  if (href && rels.some((rel) => FETCHED_LINK_RELS.has(rel))) {
    found.push({ url: href, kind: rels.includes('canonical') ? 'page' : 'asset', tag: 'link' });
  }
  if (attributes.imagesrcset) {
    found.push(
      ...srcsetUrls(attributes.imagesrcset).map((url) => ({ url, kind: 'asset' as const, tag: 'link' })),
    );
  }
  return found;
}

function formUrls(attributes: Record<string, string>): ExtractedLink[] {
  const method = (attributes.method ?? 'get').toLowerCase();
  // A POST form's action is an endpoint, not a page; its own tests cover it.
  if (method !== 'get' || !attributes.action) return [];
  return [{ url: attributes.action, kind: 'page', tag: 'form' }];
}

function tagUrls(tag: string, attributes: Record<string, string>): ExtractedLink[] {
  if (tag === 'link') return linkTagUrls(attributes);
  if (tag === 'form') return formUrls(attributes);
  if (tag === 'meta') {
    const property = attributes.property ?? attributes.name ?? '';
    return URL_META_PROPERTIES.has(property) && attributes.content
      ? [{ url: attributes.content, kind: property === 'og:url' ? 'page' : 'asset', tag: 'meta' }]
      : [];
  }
  const found: ExtractedLink[] = (SINGLE_URL_ATTRIBUTES[tag] ?? []).flatMap(({ attribute, kind }) => {
    const value = attributes[attribute];
    return value ? [{ url: value, kind, tag }] : [];
  });
  if ((tag === 'img' || tag === 'source') && attributes.srcset) {
    found.push(...srcsetUrls(attributes.srcset).map((url) => ({ url, kind: 'asset' as const, tag })));
  }
  return found;
}

/** Every URL an HTML document links or loads, as written (relative URLs are resolved by the caller). */
export function extractLinks(html: string): ExtractedLink[] {
  const links: ExtractedLink[] = [];
  const parser = new Parser(
    { onopentag: (tag, attributes) => links.push(...tagUrls(tag, attributes)) },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return links;
}
