/** A show/hide toggle's two labels (the vehicle page's `ToggleLabels` shape). */
export type OfferToggleLabels = { expand: string; collapse: string };

/** K-4: the description is cut at 160 characters. */
export const OFFER_DESCRIPTION_LIMIT = 160;
/** K-5, K-7: texts of 200 characters or fewer start expanded. */
export const OFFER_EXPANDED_UP_TO = 200;
/** K-6: the disclaimer is cut at 200 characters. */
export const OFFER_DISCLAIMER_LIMIT = 200;
/** K-7: the category whose disclaimer some sites show whole. */
export const FINANCE_OFFER_CATEGORY = 'Finance offer';

export const DESCRIPTION_TOGGLE: OfferToggleLabels = { expand: 'View more', collapse: 'View less' };
/** K-6: the collapse label is not given; 'Hide disclaimer' is the checklist's proposal. */
export const DISCLAIMER_TOGGLE: OfferToggleLabels = {
  expand: 'View full disclaimer',
  collapse: 'Hide disclaimer',
};

const length = (text: string) => Array.from(text).length;

/** K-5 `initialExpanded(desc)`: a description of 200 characters or fewer starts expanded. */
export function isDescriptionInitiallyExpanded(description: string): boolean {
  return length(description) <= OFFER_EXPANDED_UP_TO;
}

export type DisclaimerInput = { disclaimer: string; category: string | null };

/** K-7: 200 characters or fewer, or a finance offer on a site with `offers.expandFinanceDisclaimer`. */
export function isDisclaimerInitiallyExpanded(
  { disclaimer, category }: DisclaimerInput,
  expandFinanceDisclaimer: boolean,
): boolean {
  if (length(disclaimer) <= OFFER_EXPANDED_UP_TO) return true;
  return expandFinanceDisclaimer && category === FINANCE_OFFER_CATEGORY;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * K-4 (proposal): the text content of the sanitized description (tags dropped, common entities decoded,
 * whitespace collapsed); the description itself when the sanitized one is empty. Shown as text, never as HTML.
 */
export function offerDescriptionText(sanitizedDescription: string, description: string): string {
  const source = sanitizedDescription.trim() ? sanitizedDescription : description;
  return source
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}

/** K-8: the offer's model link reads 'Explore {model}'. */
export function exploreModelLabel(modelName: string): string {
  return `Explore ${modelName}`;
}

/**
 * K-1 `sanitized_description` of a description the dealer typed in the console: tags dropped and whitespace
 * collapsed, as the seed stores it; the page shows its text content, never HTML.
 */
export function sanitizeOfferDescription(description: string): string {
  return description
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
