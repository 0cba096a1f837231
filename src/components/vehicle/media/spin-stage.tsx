'use client';

import { InteriorView } from './interior-view';
import { MediaGallery } from './media-gallery';
import { SpinSurface } from './spin-surface';
import type { SpinViewerProps } from './spin-viewer-props';
import type { SpinViewerState } from './use-spin-viewer';

type StageState = Pick<
  SpinViewerState,
  'view' | 'frame' | 'setFrame' | 'preload' | 'interacted' | 'interact' | 'galleryIndex' | 'setGalleryIndex'
>;

type SpinStageProps = SpinViewerProps & { state: StageState };

/** The shown view: the spin, the photo gallery or the interior panorama. */
export function SpinStage({ state, spin, interiorUrl, slides, thumbnails, title, ...props }: SpinStageProps) {
  const { view } = state;
  return (
    <div data-testid="spin-stage">
      {view === 'spinner' ? (
        <SpinSurface
          frames={spin.frames}
          frame={state.frame}
          onFrameChange={state.setFrame}
          preload={state.preload}
          interacted={state.interacted}
          onInteract={state.interact}
          sensitivity={props.settings.dragSensitivityPx}
          hotspots={spin.exteriorHotspots}
          placeholderUrl={props.placeholderUrl}
          title={title}
        />
      ) : null}
      {view === 'gallery' ? (
        <MediaGallery
          slides={slides}
          thumbnails={thumbnails}
          title={title}
          index={state.galleryIndex}
          onIndexChange={state.setGalleryIndex}
        />
      ) : null}
      {view === 'interior' && interiorUrl !== null ? (
        <InteriorView url={interiorUrl} hotspots={spin.interiorHotspots} title={title} />
      ) : null}
    </div>
  );
}
