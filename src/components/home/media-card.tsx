import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PlainImage } from '@/components/ui/plain-image';
import { SmartLink } from '@/components/ui/smart-link';
import { ImagePlaceholder } from './image-placeholder';

type MediaCardProps = {
  href: string;
  /** 4:3 image; the placeholder stands in when there is none. */
  image: { src: string; alt: string } | null;
  placeholder: { Icon: LucideIcon; label: string };
  children: ReactNode;
  'data-testid'?: string;
};

/** A whole-card link: image (or placeholder) on top, the caller's text below. */
export function MediaCard({ href, image, placeholder, children, ...rest }: MediaCardProps) {
  return (
    <SmartLink
      href={href}
      className="group flex h-full flex-col overflow-hidden rounded-lg border border-foreground/10 bg-background shadow-sm transition hover:shadow-md"
      {...rest}
    >
      {image ? (
        <PlainImage
          src={image.src}
          alt={image.alt}
          width={640}
          height={480}
          className="aspect-4/3 w-full object-cover"
        />
      ) : (
        <ImagePlaceholder Icon={placeholder.Icon} label={placeholder.label} />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">{children}</div>
    </SmartLink>
  );
}
