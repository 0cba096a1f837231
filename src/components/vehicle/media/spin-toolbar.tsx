import { Icon } from '@/components/ui/icon';
import type { RefObject } from 'react';
import type { SpinView } from '@/domain/vehicle/media/spin';
import { SpinViewButtons } from './spin-view-buttons';

type SpinToolbarProps = {
  view: SpinView;
  hasInterior: boolean;
  onViewChange: (view: SpinView) => void;
  /** null when autoplay is off for the site (spinAutoplay) or another view is shown. */
  playing: boolean | null;
  onTogglePlaying: () => void;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
  fullscreenButtonRef: RefObject<HTMLButtonElement | null>;
};

const ICON_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-md border border-foreground/20 hover:bg-foreground/5';

/**
 * The view buttons, the autoplay pause/play button (WCAG 2.2.2: moving content can be paused) and the
 * fullscreen toggle. Below the media under 768 px, above it from there (D-19).
 */
export function SpinToolbar(props: SpinToolbarProps) {
  const { playing, fullscreen, fullscreenButtonRef, onToggleFullscreen } = props;
  return (
    <div data-testid="spin-toolbar" className="order-last flex flex-wrap items-center gap-2 md:order-first">
      <SpinViewButtons view={props.view} hasInterior={props.hasInterior} onChange={props.onViewChange} />
      <div className="ml-auto flex gap-2">
        {playing !== null ? (
          <button
            type="button"
            data-testid="spin-autoplay"
            aria-label={playing ? 'Pause rotation' : 'Play rotation'}
            onClick={props.onTogglePlaying}
            className={ICON_BUTTON}
          >
            {playing ? <Icon name="pause" className="size-5" /> : <Icon name="play" className="size-5" />}
          </button>
        ) : null}
        <button
          ref={fullscreenButtonRef}
          type="button"
          data-testid="spin-fullscreen"
          aria-label={fullscreen ? 'Exit fullscreen' : 'Enter fullscreen'}
          onClick={onToggleFullscreen}
          className={ICON_BUTTON}
        >
          {fullscreen ? (
            <Icon name="minimize-2" className="size-5" />
          ) : (
            <Icon name="maximize-2" className="size-5" />
          )}
        </button>
      </div>
    </div>
  );
}
