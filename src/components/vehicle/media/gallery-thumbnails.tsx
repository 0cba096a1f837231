import { PlainImage } from '@/components/ui/plain-image';
import { VIDEO_THUMBNAIL_URL } from '@/domain/vehicle/media/assets';
import type { Slide } from '@/domain/vehicle/media/gallery';

type GalleryThumbnailsProps = { slides: Slide[]; index: number; onSelect: (index: number) => void };

/** D-3/D-5/D-7: one button per slide, thumbnails from image.thumb.url, the video with the default thumbnail. */
export function GalleryThumbnails({ slides, index, onSelect }: GalleryThumbnailsProps) {
  return (
    <ul
      data-testid="gallery-thumbnails"
      aria-label="Thumbnails"
      className="mt-2 flex gap-2 overflow-x-auto pb-1"
    >
      {slides.map((slide, k) => (
        <li key={slide.kind === 'image' ? `${k}:${slide.image.url}` : `video:${k}`} className="shrink-0">
          <button
            type="button"
            onClick={() => onSelect(k)}
            aria-label={slide.kind === 'video' ? 'Show video' : `Show photo ${k + 1}`}
            aria-current={k === index ? 'true' : undefined}
            className="block overflow-hidden rounded border-2 border-transparent aria-[current=true]:border-primary"
          >
            <PlainImage
              src={slide.kind === 'image' ? slide.image.thumbUrl : VIDEO_THUMBNAIL_URL}
              alt=""
              width={96}
              height={64}
              className="h-16 w-24 object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
