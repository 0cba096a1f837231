import type { IconName } from './icon-names';
import { ImagePlaceholder } from './image-placeholder';
import { PlainImage } from './plain-image';

type FourThreeImageProps = {
  image: { src: string; alt: string } | null;
  /** Stands in when there is no image. */
  placeholder: { icon: IconName; label: string };
  /** The largest image of the page loads at once rather than lazily. */
  eager?: boolean;
  className?: string;
};

/** A 4:3 picture (our generated demo media is 4:3), or the placeholder when there is none. */
export function FourThreeImage({ image, placeholder, eager = false, className = '' }: FourThreeImageProps) {
  if (!image) return <ImagePlaceholder icon={placeholder.icon} label={placeholder.label} />;
  return (
    <PlainImage
      src={image.src}
      alt={image.alt}
      width={640}
      height={480}
      {...(eager ? { loading: 'eager' as const } : {})}
      className={`aspect-4/3 w-full object-cover ${className}`}
    />
  );
}
