'use client';

import { formatMoney } from '@/domain/format/money';
import {
  dealLabel,
  fillBand,
  type FillBand,
  type ShownAutogauge,
} from '@/domain/price-comparison/gauge-rules';
import { useGaugeAnimation } from './use-gauge-animation';

/** Arc colours per E-9 band (graphics only; every figure is also text). */
const BAND_COLOUR: Record<FillBand, string> = { low: '#d97706', medium: '#65a30d', high: '#15803d' };

/** A half circle from left to right; pathLength 100 lets the dash length be the fill in per cent. */
const ARC = 'M 10 60 A 50 50 0 0 1 110 60';

/**
 * The gauge (E-9..E-13): a meter whose value is the fill in per cent, its text alternative giving the label,
 * the price and the range; the arc sweeps to max(fill, 20 %) and the needle follows.
 */
export function Autogauge({ data, labelledBy }: { data: ShownAutogauge; labelledBy: string }) {
  const { drawnFill, settled } = useGaugeAnimation(data.fill);
  const band = fillBand(data.fill);
  const label = dealLabel(data.fill);
  const price = formatMoney(data.listing_price);
  const range = `${formatMoney(data.market_range_min)} to ${formatMoney(data.market_range_max)}`;
  const needleAngle = -90 + drawnFill * 180;
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center sm:gap-8">
      <div
        role="meter"
        aria-labelledby={labelledBy}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(data.fill * 100)}
        aria-valuetext={`${label}: this car ${price}, market range ${range}`}
        data-testid="price-comparison-gauge"
        data-band={band}
        data-state={settled ? 'settled' : 'animating'}
        className="w-56 shrink-0"
      >
        <svg viewBox="0 0 120 70" aria-hidden="true" className="w-full">
          <path
            d={ARC}
            pathLength={100}
            fill="none"
            stroke="currentColor"
            strokeOpacity={0.12}
            strokeWidth={12}
          />
          <path
            d={ARC}
            pathLength={100}
            fill="none"
            stroke={BAND_COLOUR[band]}
            strokeWidth={12}
            strokeDasharray={`${drawnFill * 100} 100`}
          />
          <g transform={`rotate(${needleAngle} 60 60)`}>
            <line
              x1={60}
              y1={60}
              x2={60}
              y2={18}
              stroke="currentColor"
              strokeWidth={2.5}
              strokeLinecap="round"
            />
          </g>
          <circle cx={60} cy={60} r={4} fill="currentColor" />
        </svg>
        <p
          data-testid="price-comparison-label"
          className={`-mt-1 text-center text-xl font-bold transition-opacity duration-500 ${settled ? 'opacity-100' : 'opacity-0'}`}
        >
          {label}
        </p>
      </div>
      <div className="space-y-2 text-sm">
        <p>
          <span className="text-muted">This car: </span>
          <span data-testid="price-comparison-price" className="font-semibold">
            {price}
          </span>
        </p>
        <p>
          <span className="text-muted">Market range: </span>
          <span data-testid="price-comparison-range" className="font-semibold">
            {formatMoney(data.market_range_min)} – {formatMoney(data.market_range_max)}
          </span>
        </p>
        {data.description ? <p data-testid="price-comparison-description">{data.description}</p> : null}
      </div>
    </div>
  );
}
