'use client';

import { useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { Slide } from '@/domain/vehicle/media/gallery';
import { MediaGallery } from './media-gallery';

type StandaloneGalleryProps = { slides: Slide[]; thumbnails: boolean; title: string };

/** The media area of a car without a spin: the gallery alone, holding its own index. */
export function StandaloneGallery({ slides, thumbnails, title }: StandaloneGalleryProps) {
  const [index, setIndex] = useState(0);
  const hydrated = useHydrated();
  return (
    <section
      aria-label={`${title} media`}
      data-testid="vehicle-media"
      data-view="gallery"
      data-hydrated={hydrated}
    >
      <MediaGallery
        slides={slides}
        thumbnails={thumbnails}
        title={title}
        index={index}
        onIndexChange={setIndex}
      />
    </section>
  );
}
