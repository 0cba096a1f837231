'use client';

import type { StatsAttribute } from '@/domain/search/attributes';
import { formatMoney } from '@/domain/format/money';
import { formatKm } from '@/domain/format/number';
import type { SearchPageData } from '@/domain/search/page/types';
import type { NumericRange } from '@/domain/search/state';
import { FacetLinkList } from './facet-link-list';
import { RangeSlider } from './range-slider';
import { useSearchControls } from './search-controls';

const RANGES: { attribute: StatsAttribute; label: string; format: (value: number) => string }[] = [
  { attribute: 'price', label: 'Price', format: formatMoney },
  { attribute: 'km', label: 'Kilometres', format: formatKm },
  { attribute: 'year', label: 'Year', format: String },
  { attribute: 'weekly_price_range', label: 'Weekly price', format: (value) => `${formatMoney(value)}/wk` },
];

/**
 * The range sliders (C-42..C-50). A range the stock has no figures for is left out unless the URL filters on
 * it (then its slider is the way to widen it again). A committed range replaces the URL's and resets the page.
 */
export function RangeFilters({
  stats,
  priceRanges,
  idPrefix,
}: Pick<SearchPageData, 'stats' | 'priceRanges'> & { idPrefix: string }) {
  const controls = useSearchControls();
  if (!controls) return null;
  const { state, navigate } = controls;
  const commit = (attribute: StatsAttribute, range: NumericRange | undefined) => {
    const ranges = { ...state.ranges };
    if (range) ranges[attribute] = range;
    else delete ranges[attribute];
    navigate({ ...state, ranges, page: 1 });
  };
  return RANGES.filter(({ attribute }) => stats[attribute] !== null || state.ranges[attribute]).map(
    ({ attribute, label, format }) => (
      <section key={`${idPrefix}-${attribute}`} data-range={attribute} className="facet-section">
        <RangeSlider
          attribute={attribute}
          label={label}
          stats={stats[attribute]}
          range={state.ranges[attribute]}
          formatValue={format}
          onCommit={(range) => commit(attribute, range)}
        />
        {attribute === 'price' && priceRanges.length > 0 ? (
          <div className="mt-3">
            <p id={`${idPrefix}-price-ranges`} className="sr-only">
              Price ranges
            </p>
            <div role="group" aria-labelledby={`${idPrefix}-price-ranges`}>
              <FacetLinkList links={priceRanges} />
            </div>
          </div>
        ) : null}
      </section>
    ),
  );
}
