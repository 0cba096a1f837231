'use client';

import { useEffect, useRef, useState } from 'react';
import { initialSpinView, type SpinView, stepFrame } from '@/domain/vehicle/media/spin';
import type { SpinDto } from '@/domain/vehicle/media/types';
import type { SpinSettings } from './spin-settings';
import { useFramePreload } from './use-frame-preload';
import { useFullscreenOverlay } from './use-fullscreen-overlay';

/** D-16: the fullscreen overlay; leaving it puts focus back on its button. */
function useSpinFullscreen() {
  const [fullscreen, setFullscreen] = useState(false);
  const container = useRef<HTMLElement>(null);
  const fullscreenButton = useRef<HTMLButtonElement>(null);
  const exitFullscreen = () => {
    setFullscreen(false);
    fullscreenButton.current?.focus();
  };
  const onOverlayKeyDown = useFullscreenOverlay(container, fullscreen, exitFullscreen);
  const toggleFullscreen = () => (fullscreen ? exitFullscreen() : setFullscreen(true));
  return { fullscreen, container, fullscreenButton, onOverlayKeyDown, toggleFullscreen };
}

/**
 * The viewer's state: the shown view, the spin's frame (turned by autoplay until the buyer interacts), the
 * frames' preload once the spin was shown, the gallery index (reset when the gallery is left, D-23) and
 * fullscreen.
 */
export function useSpinViewer(spin: SpinDto, settings: SpinSettings) {
  const [view, setView] = useState<SpinView>(() => initialSpinView(settings.defaultView));
  const [spinShown, setSpinShown] = useState(view === 'spinner');
  const [galleryIndex, setGalleryIndex] = useState(0);
  const [frame, setFrame] = useState(0);
  const [interacted, setInteracted] = useState(false);
  const [playing, setPlaying] = useState(settings.autoplay);
  const preload = useFramePreload(spin.frames, spinShown);
  const fullscreen = useSpinFullscreen();
  const count = spin.frames.length;

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
  const togglePlaying = () => setPlaying((value) => !value);

  return {
    ...fullscreen,
    view,
    changeView,
    frame,
    setFrame,
    preload,
    interacted,
    interact,
    playing,
    togglePlaying,
    galleryIndex,
    setGalleryIndex,
  };
}

export type SpinViewerState = ReturnType<typeof useSpinViewer>;
