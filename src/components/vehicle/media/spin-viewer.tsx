'use client';

import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { Slide } from '@/domain/vehicle/media/gallery';
import { initialSpinView, type SpinView, stepFrame } from '@/domain/vehicle/media/spin';
import type { SpinDto } from '@/domain/vehicle/media/types';
import { InteriorView } from './interior-view';
import { MediaGallery } from './media-gallery';
import { SpinSurface } from './spin-surface';
import { SpinToolbar } from './spin-toolbar';
import type { SpinSettings } from './spin-settings';
import { useFramePreload } from './use-frame-preload';
import { useFullscreenOverlay } from './use-fullscreen-overlay';

export type SpinViewerProps = {
  spin: SpinDto;
  /** Already checked by allowedInteriorUrl; null → no Interior button. */
  interiorUrl: string | null;
  slides: Slide[];
  thumbnails: boolean;
  placeholderUrl: string;
  title: string;
  settings: SpinSettings;
};

/**
 * D-10..D-26: Spin / Images / Interior views (view state), fullscreen (its own state), autoplay and the
 * gallery index, which resets when the gallery view is left (D-23).
 */
export function SpinViewer({
  spin,
  interiorUrl,
  slides,
  thumbnails,
  placeholderUrl,
  title,
  settings,
}: SpinViewerProps) {
  const [view, setView] = useState<SpinView>(() => initialSpinView(settings.defaultView));
  const [spinShown, setSpinShown] = useState(view === 'spinner');
  const [galleryIndex, setGalleryIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const [frame, setFrame] = useState(0);
  const [interacted, setInteracted] = useState(false);
  const [playing, setPlaying] = useState(settings.autoplay);
  const preload = useFramePreload(spin.frames, spinShown);
  const container = useRef<HTMLElement>(null);
  const fullscreenButton = useRef<HTMLButtonElement>(null);
  const count = spin.frames.length;
  const hydrated = useHydrated();

  const exitFullscreen = () => {
    setFullscreen(false);
    fullscreenButton.current?.focus();
  };
  const onOverlayKeyDown = useFullscreenOverlay(container, fullscreen, exitFullscreen);

  useEffect(() => {
    if (!playing || preload.status !== 'ready' || view !== 'spinner') return;
    const timer = setInterval(
      () => setFrame((current) => stepFrame(current, 1, count)),
      settings.autoplayIntervalMs,
    );
    return () => clearInterval(timer);
  }, [playing, preload.status, view, count, settings.autoplayIntervalMs]);

  const changeView = (next: SpinView) => {
    if (view === 'gallery' && next !== 'gallery') setGalleryIndex(0);
    if (next === 'spinner') setSpinShown(true);
    setView(next);
  };
  const interact = () => {
    setInteracted(true);
    setPlaying(false);
  };

  return (
    <section
      ref={container}
      aria-label={`${title} media`}
      data-testid="vehicle-media"
      data-view={view}
      data-hydrated={hydrated}
      data-fullscreen={fullscreen}
      role={fullscreen ? 'dialog' : undefined}
      aria-modal={fullscreen ? true : undefined}
      onKeyDown={onOverlayKeyDown}
      className={
        fullscreen
          ? 'fixed inset-0 z-50 flex flex-col justify-center overflow-auto bg-background p-4'
          : 'relative'
      }
    >
      <div
        className={`flex flex-col gap-2 ${fullscreen ? 'mx-auto w-full max-w-[calc((100dvh-6rem)*1.5)]' : ''}`}
      >
        <SpinToolbar
          view={view}
          hasInterior={interiorUrl !== null}
          onViewChange={changeView}
          playing={settings.autoplay && view === 'spinner' ? playing : null}
          onTogglePlaying={() => setPlaying((value) => !value)}
          fullscreen={fullscreen}
          onToggleFullscreen={() => (fullscreen ? exitFullscreen() : setFullscreen(true))}
          fullscreenButtonRef={fullscreenButton}
        />
        <div data-testid="spin-stage">
          {view === 'spinner' ? (
            <SpinSurface
              frames={spin.frames}
              frame={frame}
              onFrameChange={setFrame}
              preload={preload}
              interacted={interacted}
              onInteract={interact}
              sensitivity={settings.dragSensitivityPx}
              hotspots={spin.exteriorHotspots}
              placeholderUrl={placeholderUrl}
              title={title}
            />
          ) : null}
          {view === 'gallery' ? (
            <MediaGallery
              slides={slides}
              thumbnails={thumbnails}
              title={title}
              index={galleryIndex}
              onIndexChange={setGalleryIndex}
            />
          ) : null}
          {view === 'interior' && interiorUrl !== null ? (
            <InteriorView url={interiorUrl} hotspots={spin.interiorHotspots} title={title} />
          ) : null}
        </div>
      </div>
    </section>
  );
}
