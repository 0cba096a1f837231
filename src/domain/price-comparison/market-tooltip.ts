import { formatMoney } from '@/domain/format/money';

/** E-17: the car's own autograb_data (O-11), or nulls when the car has none. */
export type AutograbMarketData = {
  average_market_price: number | null;
  state_average_market_price: number | null;
};

/** E-17: the price must sit at least this far below the average market price. */
export const MARKET_TOOLTIP_MIN_SAVING = 500;

/**
 * E-17 `showMarketTooltip` (S2 §5): price ≤ average − 500 and price < state average; needs both averages and a
 * real price. The caller checks the site's `integrations.autograb` flag first: see marketTooltip.
 */
export function showMarketTooltip(price: number | null, data: AutograbMarketData): boolean {
  const average = data.average_market_price;
  const stateAverage = data.state_average_market_price;
  if (price === null || !(price > 0) || average === null || stateAverage === null) return false;
  return price <= average - MARKET_TOOLTIP_MIN_SAVING && price < stateAverage;
}

export type MarketTooltip = { label: string; text: string };

export const MARKET_TOOLTIP_LABEL = 'Below market price';

/** The tooltip to show, or null: off unless the site enables autograb and the E-17 rule holds. */
export function marketTooltip(
  price: number | null,
  data: AutograbMarketData,
  autograbEnabled: boolean,
): MarketTooltip | null {
  if (!autograbEnabled || !showMarketTooltip(price, data)) return null;
  const saving = data.average_market_price! - price!;
  return {
    label: MARKET_TOOLTIP_LABEL,
    text: `${formatMoney(saving)} below the average market price of ${formatMoney(data.average_market_price!)}.`,
  };
}
