import { Icon } from '@/components/ui/icon';
import type { ReactNode } from 'react';
import { safeLinkUrl } from '@/domain/vehicle/content/links';
import { buttonLinkClass } from '@/components/ui/button-link';
import { SectionFrame } from './section-frame';

export type ExternalVideoSectionProps = {
  /** vehicles.external_video_url; absent, blank or unsafe (not http(s) or a site path) → no section. */
  url: string | null;
  /** The car's name, for the link's accessible name. */
  carName: string;
  /**
   * The player to show (the media helpers' video component, which applies the D-41 `videoKind` rule).
   * Without it the section shows a plain link to the video.
   */
  children?: ReactNode;
};

/** D-42: the external video section, shown when the car has an external video. */
export function ExternalVideoSection({ url, carName, children }: ExternalVideoSectionProps) {
  const href = safeLinkUrl(url);
  if (!href) return null;
  return (
    <SectionFrame id="external-video" title="Video">
      {children ?? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Watch the video of the ${carName} (opens in a new tab)`}
          className={buttonLinkClass('outline')}
        >
          <Icon name="circle-play" className="size-4" />
          Watch Video
        </a>
      )}
    </SectionFrame>
  );
}
