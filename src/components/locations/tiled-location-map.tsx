'use client';

import 'leaflet/dist/leaflet.css';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TiledMapDto } from '@/domain/locations/map';

type TiledLocationMapProps = {
  map: TiledMapDto;
  locationName: string;
  /** The bundled outline map: shown until the tiles' map is ready, and without script. */
  children: ReactNode;
};

/**
 * J-11 on a site with a map provider: an interactive Leaflet map on the provider's tiles, with the location's
 * pin. Leaflet loads in the browser only (it needs `window`); keyboard users pan with the arrow keys and zoom
 * with + and −, and the page scrolls past the map (no wheel zoom).
 */
export function TiledLocationMap({ map, locationName, children }: TiledLocationMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [isReady, setIsReady] = useState(false);
  const { tileUrl, attribution, zoom, lat, long } = map;

  useEffect(() => {
    let leafletMap: LeafletMap | undefined;
    let isCancelled = false;
    void import('leaflet').then((L) => {
      if (isCancelled || !container.current) return;
      leafletMap = L.map(container.current, { scrollWheelZoom: false }).setView([lat, long], zoom);
      L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(leafletMap);
      // A circle marker needs no marker image (Leaflet's default pin is a PNG it would fetch).
      L.circleMarker([lat, long], { radius: 9, weight: 3 }).addTo(leafletMap).bindTooltip(locationName);
      setIsReady(true);
    });
    return () => {
      isCancelled = true;
      leafletMap?.remove();
    };
  }, [tileUrl, attribution, zoom, lat, long, locationName]);

  return (
    <div className="relative">
      <div
        ref={container}
        role="region"
        aria-label={`Interactive map of ${locationName}`}
        data-testid="tiled-location-map"
        className={`h-80 w-full rounded-lg border border-foreground/10 ${isReady ? '' : 'invisible'}`}
      />
      {isReady ? null : <div className="absolute inset-0">{children}</div>}
    </div>
  );
}
