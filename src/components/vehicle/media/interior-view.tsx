import type { HotspotDto } from '@/domain/vehicle/media/hotspots';
import { SpinHotspot } from './spin-hotspot';

/** D-18: the interior, an embedded page from an allowed origin, with its hotspots over it (D-17). */
export function InteriorView({
  url,
  hotspots,
  title,
}: {
  url: string;
  hotspots: HotspotDto[];
  title: string;
}) {
  return (
    <div data-testid="spin-interior" className="relative aspect-[3/2] w-full overflow-hidden bg-muted">
      <iframe
        src={url}
        title={`Interior of ${title}`}
        width={600}
        height={400}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="fullscreen; gyroscope; accelerometer"
        className="size-full border-0"
      />
      {hotspots.map((hotspot) => (
        <SpinHotspot key={hotspot.id} hotspot={hotspot} />
      ))}
    </div>
  );
}
