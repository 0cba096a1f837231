import type { ReactNode } from 'react';
import { SmartLink } from '@/components/ui/smart-link';
import { FourThreeImage } from '@/components/ui/four-three-image';
import type { IconName } from '@/components/ui/icon-names';

type MediaCardProps = {
  href: string;
  /** 4:3 image; the placeholder stands in when there is none. */
  image: { src: string; alt: string } | null;
  placeholder: { icon: IconName; label: string };
  children: ReactNode;
  /** Controls below the card's link (a link cannot hold other links or buttons). */
  actions?: ReactNode;
  'data-testid'?: string;
};

const FRAME = 'card transition';

/** A whole-card link: image (or placeholder) on top, the caller's text below, then any actions. */
export function MediaCard({ href, image, placeholder, children, actions, ...rest }: MediaCardProps) {
  const body = (
    <>
      <FourThreeImage image={image} placeholder={placeholder} />
      <div className="card-body">{children}</div>
    </>
  );
  if (!actions) {
    return (
      <SmartLink href={href} className={`group overflow-hidden hover:shadow-md ${FRAME}`} {...rest}>
        {body}
      </SmartLink>
    );
  }
  return (
    <div className={`has-[a:hover]:shadow-md ${FRAME}`} {...rest}>
      {/* The link keeps the frame's rounded top; the frame does not clip, so its focus ring shows whole. */}
      <SmartLink href={href} className="group flex flex-1 flex-col overflow-hidden rounded-t-lg">
        {body}
      </SmartLink>
      <div className="px-4 pb-4">{actions}</div>
    </div>
  );
}
