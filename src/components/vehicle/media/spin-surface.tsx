'use client';

import { useId } from 'react';
import { PlainImage } from '@/components/ui/plain-image';
import { SPIN_LOADING_URL } from '@/domain/vehicle/media/assets';
import { MEDIA_HEIGHT, MEDIA_WIDTH } from '@/domain/vehicle/media/gallery';
import { type ExteriorHotspotDto, hotspotsOnFrame } from '@/domain/vehicle/media/hotspots';
import { SpinHotspot } from './spin-hotspot';
import type { FramePreload } from './use-frame-preload';
import { useSpinDrag } from './use-spin-drag';

export type SpinSurfaceProps = {
  frames: string[];
  frame: number;
  onFrameChange: (frame: number) => void;
  preload: FramePreload;
  interacted: boolean;
  onInteract: () => void;
  /** spinDragSensitivityPx (D-20). */
  sensitivity: number;
  hotspots: ExteriorHotspotDto[];
  placeholderUrl: string;
  title: string;
};

/** The loading animation over the placeholder until every frame has loaded. */
function SpinLoading() {
  return (
    <div
      data-testid="spin-loading"
      role="status"
      className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white/50"
    >
      <PlainImage src={SPIN_LOADING_URL} alt="" width={80} height={80} loading="eager" />
      <span className="rounded bg-white/90 px-2 py-1 text-sm text-gray-900">Loading 360° view</span>
    </div>
  );
}

/** Shown until the buyer first touches the spin. */
function SpinHint() {
  return (
    <p
      data-testid="spin-hint"
      className="pointer-events-none absolute bottom-3 left-1/2 z-10 -translate-x-1/2 rounded-full bg-black/70 px-4 py-1 text-sm text-white"
    >
      Swipe to spin
    </p>
  );
}

/**
 * D-13..D-26: the turntable. Until every frame has loaded it shows one placeholder picture and the loading
 * animation; then pointer drags (mouse or touch) and the arrow keys turn it, and the hotspots of the shown
 * frame appear. Vertical touch moves still scroll the page (touch-action: pan-y).
 */
export function SpinSurface(props: SpinSurfaceProps) {
  const { frames, frame, onFrameChange, preload, interacted, onInteract, sensitivity, hotspots } = props;
  const instructionsId = useId();
  const ready = preload.status === 'ready';
  const { onPointerDown, onPointerMove, endDrag, onKeyDown } = useSpinDrag({
    frame,
    frameCount: frames.length,
    ready,
    sensitivity,
    onFrameChange,
    onInteract,
  });

  return (
    <div
      data-testid="spin-surface"
      data-frame={frame}
      data-frames={frames.length}
      data-status={preload.status}
      tabIndex={0}
      role="group"
      aria-roledescription="360° spin"
      aria-label={`360° view of ${props.title}`}
      aria-describedby={instructionsId}
      aria-busy={!ready}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
      className={`relative aspect-[3/2] w-full touch-pan-y overflow-hidden bg-muted select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${ready ? 'cursor-grab active:cursor-grabbing' : ''}`}
    >
      <PlainImage
        data-testid={ready ? 'spin-frame' : 'spin-placeholder'}
        src={ready ? frames[frame]! : props.placeholderUrl}
        alt=""
        width={MEDIA_WIDTH}
        height={MEDIA_HEIGHT}
        loading="eager"
        fetchPriority="high"
        draggable={false}
        className="pointer-events-none size-full object-contain"
      />
      {preload.status === 'idle' || preload.status === 'loading' ? <SpinLoading /> : null}
      {!interacted && preload.status !== 'failed' ? <SpinHint /> : null}
      {ready
        ? hotspotsOnFrame(hotspots, frame).map((hotspot) => (
            <SpinHotspot key={hotspot.id} hotspot={hotspot} />
          ))
        : null}
      <p id={instructionsId} className="sr-only">
        Drag, or use the left and right arrow keys, to turn the vehicle.
      </p>
    </div>
  );
}
