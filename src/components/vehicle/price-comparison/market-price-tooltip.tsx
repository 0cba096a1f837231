import { useId } from 'react';
import { marketTooltip } from '@/domain/price-comparison/market-tooltip';

export type MarketPriceTooltipProps = {
  /** The car's price (whole dollars) or null. */
  price: number | null;
  /** The car's autograb_data (O-11): vehicles.autograb_average_market_price and ..._state_average_market_price. */
  averageMarketPrice: number | null;
  stateAverageMarketPrice: number | null;
  /** The site's `integrations.autograb` flag. */
  autograbEnabled: boolean;
};

/**
 * E-17: 'Below market price' beside the price, with a tooltip giving the saving, only when the site enables
 * autograb and the price is at least $500 below the average market price and below the state average.
 * CSS only: the tooltip shows on hover and on keyboard focus, and is the button's description.
 */
export function MarketPriceTooltip(props: MarketPriceTooltipProps) {
  const tooltipId = useId();
  const tooltip = marketTooltip(
    props.price,
    {
      average_market_price: props.averageMarketPrice,
      state_average_market_price: props.stateAverageMarketPrice,
    },
    props.autograbEnabled,
  );
  if (!tooltip) return null;
  return (
    <button
      type="button"
      aria-describedby={tooltipId}
      data-testid="market-price-tooltip"
      className="group relative inline-flex cursor-help items-center rounded bg-green-700 px-2 py-0.5 text-xs font-semibold text-white"
    >
      {tooltip.label}
      <span
        role="tooltip"
        id={tooltipId}
        className="invisible absolute top-full left-0 z-10 mt-1 w-56 rounded bg-foreground p-2 text-xs font-normal text-background shadow group-hover:visible group-focus:visible"
      >
        {tooltip.text}
      </span>
    </button>
  );
}
