import type { FinanceProviderId } from '@/config';

/**
 * The lenders' names as buyers know them (N-4 gives the spec's display names; the ids are ours). 'manual' is
 * the dealership's own finance desk, so it reads as dealer finance.
 */
export const FINANCE_PROVIDER_NAMES: Readonly<Record<FinanceProviderId, string>> = {
  taurus: 'Taurus Finance',
  '360finance': '360 Finance',
  ausloans: 'AusLoans',
  manual: 'Dealer Finance',
  angle: 'Angle Auto Finance',
  powertorque: 'Powertorque Finance',
  nissanFinance: 'Nissan Financial Services',
  toyotaFinance: 'Toyota Finance',
  youx: 'youX',
};

function isFinanceProviderId(value: string): value is FinanceProviderId {
  return Object.hasOwn(FINANCE_PROVIDER_NAMES, value);
}

/**
 * The lenders the finance page names: the site's own provider first, then every other provider that has
 * figures on the site's cars, by name. Provider keys a feed sent that we do not know are left out rather than
 * shown as raw ids.
 */
export function lenderNames(siteProvider: FinanceProviderId | null, providersWithRecords: readonly string[]) {
  const others = providersWithRecords
    .filter(isFinanceProviderId)
    .filter((provider) => provider !== siteProvider)
    .map((provider) => FINANCE_PROVIDER_NAMES[provider])
    .sort((a, b) => a.localeCompare(b, 'en-AU'));
  const names = siteProvider === null ? others : [FINANCE_PROVIDER_NAMES[siteProvider], ...others];
  return [...new Set(names)];
}

const DEFAULT_LENDERS_TEXT =
  'We work with established Australian lenders and compare what they offer for you.';

/** The finance page's 'Lenders we know' text: the lenders by name where the site has any. */
export function lendersText(names: readonly string[]): string {
  if (names.length === 0) return DEFAULT_LENDERS_TEXT;
  const list = new Intl.ListFormat('en-AU', { style: 'long', type: 'conjunction' }).format(names);
  return `We arrange loans through ${list}, and compare what they offer for you.`;
}
