'use client';

import { Icon } from '@/components/ui/icon';
import { useState } from 'react';
import { PlainImage } from '@/components/ui/plain-image';
import { VIDEO_THUMBNAIL_URL } from '@/domain/vehicle/media/assets';
import type { VideoSource } from '@/domain/vehicle/media/video';

/**
 * D-41: known hosts play in their embedded player (the embed URL rebuilt from the id); any other video
 * loops muted and autoplays. The host's player loads only when the buyer presses play (D-5 thumbnail until
 * then): the page itself makes no call to an outside service, and the player's weight is not on every view.
 */
export function VideoPlayer({
  video,
  title,
  className,
}: {
  video: VideoSource;
  title: string;
  className?: string;
}) {
  if (video.kind === 'file') {
    return (
      <video
        data-testid="media-video-file"
        src={video.src}
        aria-label={`${title} video`}
        className={className}
        width={600}
        height={400}
        autoPlay
        muted
        loop
        playsInline
      />
    );
  }
  return <EmbeddedPlayer embedUrl={video.embedUrl} title={title} className={className} />;
}

function EmbeddedPlayer({
  embedUrl,
  title,
  className,
}: {
  embedUrl: string;
  title: string;
  className?: string;
}) {
  const [playing, setPlaying] = useState(false);
  if (!playing) {
    return (
      <button
        type="button"
        data-testid="media-video-poster"
        onClick={() => setPlaying(true)}
        className={`relative flex items-center justify-center ${className ?? ''}`}
      >
        <PlainImage
          src={VIDEO_THUMBNAIL_URL}
          alt=""
          width={600}
          height={400}
          className="size-full object-cover"
        />
        <span className="absolute flex items-center gap-2 rounded-full bg-black/70 px-4 py-2 text-white">
          <Icon name="play" className="size-5" />
          Play {title} video
        </span>
      </button>
    );
  }
  return (
    <iframe
      data-testid="media-video-embed"
      src={`${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1`}
      title={`${title} video`}
      className={className}
      width={600}
      height={400}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
      allowFullScreen
    />
  );
}
