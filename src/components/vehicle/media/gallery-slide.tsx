import { PlainImage } from '@/components/ui/plain-image';
import { MEDIA_HEIGHT, MEDIA_WIDTH, type Slide, slideLoading } from '@/domain/vehicle/media/gallery';
import { VideoPlayer } from './video-player';

type GallerySlideProps = {
  slide: Slide;
  index: number;
  count: number;
  current: boolean;
  title: string;
};

/**
 * One slide at 600×400 (D-6). Every image is in the DOM so the first two can load eagerly with a high
 * fetch priority while the rest wait lazily; the video player exists only while its slide is shown, so no
 * third-party player loads with the page.
 */
export function GallerySlide({ slide, index, count, current, title }: GallerySlideProps) {
  const label = `${index + 1} of ${count}`;
  return (
    <li
      hidden={!current}
      aria-roledescription="slide"
      aria-label={label}
      data-testid="gallery-slide"
      data-kind={slide.kind}
      className="size-full"
    >
      {slide.kind === 'image' ? (
        <PlainImage
          src={slide.image.url}
          alt={`${title}, photo ${index + 1}`}
          width={MEDIA_WIDTH}
          height={MEDIA_HEIGHT}
          {...slideLoading(index)}
          draggable={false}
          className="size-full object-cover"
        />
      ) : current ? (
        <VideoPlayer video={slide.video} title={title} className="size-full bg-black object-contain" />
      ) : null}
    </li>
  );
}
