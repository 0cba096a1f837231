import type { LocationMapDto } from '@/domain/locations/map';

type LocationMapProps = { map: LocationMapDto; locationName: string };

/**
 * J-11: the location on an outline of Australia, drawn from bundled points (no tiles, no outside
 * request). Themed through the site's colours; the label names the suburb beside the pin.
 */
export function LocationMap({ map, locationName }: LocationMapProps) {
  const { pin } = map;
  const labelX = map.labelAnchor === 'end' ? pin.x - 10 : pin.x + 10;
  return (
    <div className="rounded-lg border border-foreground/10 surface-tint p-4">
      <svg
        viewBox={`-8 -8 ${map.width + 16} ${map.height + 16}`}
        role="img"
        aria-label={`Map of Australia showing ${locationName} in ${map.label}`}
        className="mx-auto h-auto w-full max-w-md"
      >
        <path d={map.outline} className="fill-primary/15 stroke-primary/50" strokeWidth={1.5} />
        <circle cx={pin.x} cy={pin.y} r={11} className="fill-primary/25" />
        <circle cx={pin.x} cy={pin.y} r={5} className="fill-primary stroke-background" strokeWidth={2} />
        <text
          x={labelX}
          y={pin.y + 4}
          textAnchor={map.labelAnchor}
          className="fill-foreground text-[13px] font-semibold"
          paintOrder="stroke"
          stroke="var(--site-background, #fff)"
          strokeWidth={4}
        >
          {map.label}
        </text>
      </svg>
    </div>
  );
}
