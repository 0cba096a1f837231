'use client';

import { useId, useState } from 'react';
import { hotspotPosition, type HotspotDto } from '@/domain/vehicle/media/hotspots';

/**
 * D-17: a hotspot at its stored position. Its description shows on click or tap, on focus and on hover,
 * and hides on blur or Escape. Pointer presses never start a spin drag.
 */
export function SpinHotspot({ hotspot }: { hotspot: HotspotDto }) {
  const [open, setOpen] = useState(false);
  const descriptionId = useId();
  return (
    <div className="absolute z-20 -translate-x-1/2 -translate-y-1/2" style={hotspotPosition(hotspot)}>
      <button
        type="button"
        data-testid="spin-hotspot"
        aria-label={hotspot.title}
        aria-expanded={open}
        aria-controls={descriptionId}
        onPointerDown={(event) => event.stopPropagation()}
        onClick={() => setOpen(true)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={(event) => setOpen(document.activeElement === event.currentTarget)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
        className="flex size-8 items-center justify-center rounded-full border-2 border-white bg-primary text-lg leading-none font-bold text-primary-foreground shadow-lg"
      >
        <span aria-hidden="true">+</span>
      </button>
      <div
        id={descriptionId}
        hidden={!open}
        data-testid="spin-hotspot-description"
        className="absolute top-10 left-1/2 w-56 -translate-x-1/2 rounded bg-white p-3 text-sm text-gray-900 shadow-lg"
      >
        <p className="font-semibold">{hotspot.title}</p>
        <p>{hotspot.description}</p>
      </div>
    </div>
  );
}
