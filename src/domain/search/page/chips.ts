import { formatMoney } from '@/domain/format/money';
import { formatKm } from '@/domain/format/number';
import { valueLabel, type ValueLabels } from '@/domain/stock/value-labels';
import { RANGE_ATTRIBUTES, VALUE_ATTRIBUTES, type RangeAttribute } from '../attributes';
import { applyNearInput, radiusLabel } from '../near';
import type { NumericRange, SearchState } from '../state';
import { hrefFor, toggleValue, type LinkContext } from './links';
import type { FilterChipDto } from './types';

const RANGE_WORDS: Record<RangeAttribute, { name: string; format: (value: number) => string }> = {
  price: { name: 'Price', format: formatMoney },
  km: { name: 'Kms', format: formatKm },
  year: { name: 'Year', format: String },
  weekly_price_range: { name: 'Weekly', format: (value) => `${formatMoney(value)}/wk` },
  subscription_price: { name: 'Subscription', format: (value) => `${formatMoney(value)}/wk` },
};

/** 'Price: $10,000 – $30,000', 'Kms: up to 50,000 km', 'Year: from 2018'. */
export function rangeChipLabel(attribute: RangeAttribute, range: NumericRange): string {
  const { name, format } = RANGE_WORDS[attribute];
  if (range.min !== undefined && range.max !== undefined)
    return `${name}: ${format(range.min)} – ${format(range.max)}`;
  return range.min !== undefined
    ? `${name}: from ${format(range.min)}`
    : `${name}: up to ${format(range.max!)}`;
}

/** A make:model value reads with its make ('Toyota Corolla'): a chip stands alone, away from the make list. */
function chipValueLabel(attribute: (typeof VALUE_ATTRIBUTES)[number], value: string, labels: ValueLabels) {
  return attribute === 'make_model' ? value.replace(':', ' ') : valueLabel(attribute, value, labels);
}

/**
 * Decision 055: every applied filter as a chip that removes just it (a make takes its models with it), in URL
 * order: keywords, postcode, values, ranges. The dealership of a /search/{dealership} page is the page itself
 * (its path, not a filter of the URL state), so it has no chip. Each link keeps the sort, from page 1.
 */
export function filterChips(link: LinkContext, labels: ValueLabels): FilterChipDto[] {
  const { state } = link;
  const first: SearchState = { ...state, page: 1 };
  const chips: FilterChipDto[] = [];
  const add = (key: string, label: string, next: SearchState) =>
    chips.push({ key, label, removeHref: hrefFor(next, link) });
  if (state.query !== '') add('query', `“${state.query}”`, { ...first, query: '' });
  if (state.near) {
    const where =
      state.near.radiusKm === null
        ? `Near ${state.near.postcode}`
        : `${radiusLabel(state.near.radiusKm)} of ${state.near.postcode}`;
    add(
      'near',
      where,
      applyNearInput(first, { postcode: '', radiusKm: null }, link.ctx.sortKeys[0] ?? state.sortBy),
    );
  }
  for (const attribute of VALUE_ATTRIBUTES) {
    for (const value of state.refinements[attribute] ?? []) {
      add(
        `${attribute}:${value}`,
        chipValueLabel(attribute, value, labels),
        toggleValue(first, attribute, value),
      );
    }
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = state.ranges[attribute];
    if (!range || (range.min === undefined && range.max === undefined)) continue;
    const ranges = { ...state.ranges };
    delete ranges[attribute];
    add(attribute, rangeChipLabel(attribute, range), { ...first, ranges });
  }
  return chips;
}
