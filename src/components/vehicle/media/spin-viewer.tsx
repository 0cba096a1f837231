'use client';

import { useHydrated } from '@/components/ui/use-hydrated';
import { SpinStage } from './spin-stage';
import { SpinToolbar } from './spin-toolbar';
import type { SpinViewerProps } from './spin-viewer-props';
import { useSpinViewer } from './use-spin-viewer';

/**
 * D-10..D-26: Spin / Images / Interior views (view state), fullscreen (its own state), autoplay and the
 * gallery index, which resets when the gallery view is left (D-23).
 */
export function SpinViewer(props: SpinViewerProps) {
  const { spin, interiorUrl, title, settings } = props;
  const { container, fullscreenButton, ...state } = useSpinViewer(spin, settings);
  const { view, fullscreen } = state;
  const hydrated = useHydrated();

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
      onKeyDown={state.onOverlayKeyDown}
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
          onViewChange={state.changeView}
          playing={settings.autoplay && view === 'spinner' ? state.playing : null}
          onTogglePlaying={state.togglePlaying}
          fullscreen={fullscreen}
          onToggleFullscreen={state.toggleFullscreen}
          fullscreenButtonRef={fullscreenButton}
        />
        <SpinStage {...props} state={state} />
      </div>
    </section>
  );
}
