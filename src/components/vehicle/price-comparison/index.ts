export { PriceComparison, type PriceComparisonProps } from './price-comparison';
export { MarketPriceTooltip, type MarketPriceTooltipProps } from './market-price-tooltip';
