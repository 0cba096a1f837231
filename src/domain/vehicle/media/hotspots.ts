/** D-17: a hotspot's position is a percentage of the media box (x from the left, y from the top). */
export type HotspotDto = { id: number; x: number; y: number; title: string; description: string };

export type ExteriorHotspotDto = HotspotDto & { frame: number };

/** D-17: the exterior hotspots that sit on `frame`. */
export function hotspotsOnFrame<T extends { frame: number }>(hotspots: readonly T[], frame: number): T[] {
  return hotspots.filter((hotspot) => hotspot.frame === frame);
}

/** Clamp a stored position into the box so a hotspot never renders outside the media. */
export function hotspotPosition(hotspot: { x: number; y: number }): { left: string; top: string } {
  const clamp = (value: number) => Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return { left: `${clamp(hotspot.x)}%`, top: `${clamp(hotspot.y)}%` };
}

/** A stored hotspot row: exterior ones name a frame, interior ones sit on the interior view. */
export type StoredHotspot = HotspotDto & { view: string; frameIndex: number | null };

/**
 * D-17: exterior hotspots on an existing frame (any other could never be shown) and interior hotspots, apart.
 */
export function splitHotspots(rows: readonly StoredHotspot[], frameCount: number) {
  const exterior: ExteriorHotspotDto[] = [];
  const interior: HotspotDto[] = [];
  for (const { view, frameIndex, ...hotspot } of rows) {
    if (view === 'interior') interior.push(hotspot);
    else if (view === 'exterior' && frameIndex !== null && frameIndex >= 0 && frameIndex < frameCount)
      exterior.push({ ...hotspot, frame: frameIndex });
  }
  return { exterior, interior };
}
